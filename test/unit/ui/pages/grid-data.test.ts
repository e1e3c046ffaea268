import { readAuthState } from '../../../../src/core/account/auth-state';
import { gridData } from '../../../../src/ui/features/performers/grid-data';
import { requestMember } from '../../../../src/ui/renderer/request-member';
import { elapse, isSettled } from '../../support/manual-time';
import { fakeWorld, loggedInStorages, serverRequest } from './page-data-support';

describe('gridData under a slow backend', () => {
  it('asks for the home grid beside the member’s restore, not after it', async () => {
    const { fake, clock } = fakeWorld();
    const storages = await loggedInStorages(fake);
    const { pageContext, app } = serverRequest({ fake, storages, renderDeadlineMs: 3000 });
    fake.faults.set({ latencyMs: 1000 });
    const grid = gridData(pageContext, 'home');
    // Restore (login, then its counts beside it) and grid at once: all in within one round trip.
    await elapse(clock, 1000);
    expect(await isSettled(grid)).toBe(true);
    expect((await grid).state.page?.items.length).toBeGreaterThan(0);
    expect((await requestMember(app))?.username).toBe('demo');
  });

  it('renders the grid as not loaded at the render deadline, and not before', async () => {
    const { fake, clock } = fakeWorld();
    const storages = await loggedInStorages(fake);
    const { pageContext, app } = serverRequest({ fake, storages, renderDeadlineMs: 3000 });
    fake.faults.set({ latencyMs: 8000 });
    const grid = gridData(pageContext, 'home');
    await elapse(clock, 2900);
    expect(await isSettled(grid)).toBe(false);
    await elapse(clock, 100);
    // page null: the grid's "could not be loaded" with its retry.
    expect((await grid).state).toEqual({ page: null });
    // The member is waited for past the deadline (a server's backend timeout bounds the wait):
    // a late backend never renders a member's frame as a guest's.
    const member = requestMember(app);
    expect(await isSettled(member)).toBe(false);
    await elapse(clock, 5000);
    expect((await member)?.username).toBe('demo');
    expect(readAuthState(storages.cookie)).toMatchObject({ loggedIn: true, token: expect.any(String) });
  });

  it('waits for the member on the favourites grid, whose filter is their list', async () => {
    const { fake, clock } = fakeWorld();
    const storages = await loggedInStorages(fake);
    const { pageContext } = serverRequest({ fake, storages, renderDeadlineMs: 3000 });
    fake.faults.set({ latencyMs: 1000 });
    const grid = gridData(pageContext, 'favourites');
    await elapse(clock, 2000);
    const data = await grid;
    expect(data.needsLogin).toBe(false);
    expect(data.filters).toMatchObject({ ids: expect.arrayContaining([expect.any(Number)]) });
  });
});
