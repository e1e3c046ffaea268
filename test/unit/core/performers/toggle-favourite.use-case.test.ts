import { ToggleFavourite } from '../../../../src/core/performers/toggle-favourite.use-case';
import { FAVOURITES_STORAGE_KEY } from '../../../../src/core/account/auth-state';
import { fakeSetup, logIn } from '../../support/fake-setup';

describe('ToggleFavourite', () => {
  it('asks a guest to log in', async () => {
    const setup = fakeSetup();
    const toggle = new ToggleFavourite(setup.ports.member, setup.storages, setup.logger);
    expect(await toggle.execute({ performerId: 1001, favourite: true })).toEqual({
      ok: false,
      error: { kind: 'loginRequired' },
    });
  });

  it('adds and removes a favourite at the backend and in the session list', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    const toggle = new ToggleFavourite(setup.ports.member, setup.storages, setup.logger);
    const added = await toggle.execute({ performerId: 1007, favourite: true });
    expect(added).toEqual({ ok: true, value: { favourites: [1007] } });
    expect((await setup.ports.member.getFavourites()).map((f) => f.performerId)).toContain(1007);
    const removed = await toggle.execute({ performerId: 1007, favourite: false });
    expect(removed).toEqual({ ok: true, value: { favourites: [] } });
    expect((await setup.ports.member.getFavourites()).map((f) => f.performerId)).not.toContain(1007);
  });

  it('reports a refused change as unavailable and leaves the list alone', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    setup.backend.faults.set({ errorRate: 1 });
    const toggle = new ToggleFavourite(setup.ports.member, setup.storages, setup.logger);
    expect(await toggle.execute({ performerId: 1007, favourite: true })).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    expect(setup.storages.session.get(FAVOURITES_STORAGE_KEY)).toBeNull();
  });
});
