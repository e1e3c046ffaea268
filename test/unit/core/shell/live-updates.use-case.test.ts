import { Logout } from '../../../../src/core/account/logout.use-case';
import { LiveUpdates } from '../../../../src/core/shell/live-updates.use-case';
import { fakeSetup, logIn, visitorOf } from '../../support/fake-setup';

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

describe('LiveUpdates', () => {
  it('gives a guest the performers’ status changes', async () => {
    const setup = fakeSetup();
    const live = new LiveUpdates(setup.ports.memberEvents, setup.credentials);
    const seen: [number, number][] = [];
    live.onPerformerStatus((id, status) => seen.push([id, status]));
    live.execute();
    await settle();
    const current = setup.backend.world.performers.statusOf(1003);
    const next = current === 5 ? 3 : 5;
    setup.backend.world.performers.setStatusOverride(1003, next);
    expect(seen).toEqual([[1003, next]]);
  });

  it('opens a member channel (balance on connect, favourite changes) and a guest channel after logout', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const live = new LiveUpdates(setup.ports.memberEvents, setup.credentials);
    const credits: number[] = [];
    const favourites: [number, boolean][] = [];
    // The realtime bridge reads these events; here the channel LiveUpdates opened is watched directly.
    const events = setup.ports.memberEvents;
    events.on('setCredits', ({ credits: value }) => credits.push(value));
    events.on('favouriteAdd', ({ performerId }) => favourites.push([performerId, true]));
    live.execute();
    await settle();
    expect(credits).toEqual([5000]);
    await setup.ports.member.addFavourite(1009);
    expect(favourites).toContainEqual([1009, true]);
    live.execute();
    await settle();
    expect(credits).toEqual([5000]); // the same token: no new connection
    await new Logout(setup.credentials, setup.balance, setup.storages).execute({ locale: 'nl' });
    live.execute();
    await settle();
    const other = visitorOf(setup.backend);
    other.credentials.set((await other.ports.member.login({ username: 'demo', password: 'demo1234' })).token);
    await other.ports.member.addFavourite(1011);
    expect(favourites).not.toContainEqual([1011, true]); // a guest channel hears no member events
  });
});
