import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { FakeWorld } from '../../../src/adapters/fake/world/fake-world';
import { SLOT_MS } from '../../../src/adapters/fake/world/online-schedule';
import { performerOrder } from '../../../src/adapters/fake/world/performer-query';
import type { MemberEventMap } from '../../../src/ports/member-events.port';
import { TEST_SEED } from './helpers';

type StatusEvent = MemberEventMap['performerStatus'];

function setup(): { world: FakeWorld; clock: ManualClock; events: StatusEvent[] } {
  const clock = new ManualClock();
  const world = new FakeWorld({ seed: TEST_SEED, clock });
  const events: StatusEvent[] = [];
  world.subscribeBroadcast((event) => events.push(event.payload));
  return { world, clock, events };
}

/** An offline performer: an override to free chat moves her in every view. */
function offlinePerformer(world: FakeWorld): { id: number; username: string } {
  const performer = world.performers.all().find((p) => p.onlineStatus === 0);
  if (!performer) throw new Error('nobody offline');
  return { id: performer.id, username: performer.username };
}

describe('PerformerCatalogue status override (sandbox studio)', () => {
  it('publishes performerStatus at once and is honoured by profile, find, count and order', () => {
    const { world, events } = setup();
    const { id, username } = offlinePerformer(world);
    const freeBefore = world.performers.count({ free: true });

    expect(world.performers.setStatusOverride(id, 3)).toBe(3);

    expect(events).toEqual([{ performerId: id, onlineStatus: 3 }]);
    expect(world.performers.statusOf(id)).toBe(3);
    expect(world.performers.profile(id)).toMatchObject({ onlineStatus: 3, onlineState: 'online' });
    expect(world.performers.profileByUsername(username).onlineStatus).toBe(3);
    expect(world.performers.count({ free: true })).toBe(freeBefore + 1);
    const found = world.performers.find({ free: true, limit: 500 }).items.find((p) => p.id === id);
    expect(found?.onlineStatus).toBe(3);
    const ordered = world.performers.find({ limit: 500 }).items.map((p) => p.id);
    const reference = world.performers
      .all()
      .sort(performerOrder(undefined))
      .map((p) => p.id);
    expect(ordered).toEqual(reference);
    // Free chat comes first in the SPEC §7 order, so she left the offline tail.
    expect(ordered.indexOf(id)).toBeLessThan(freeBefore + 1);
  });

  it('holds across slot boundaries until cleared, and clearing publishes the schedule status', () => {
    const { world, clock, events } = setup();
    const { id } = offlinePerformer(world);
    world.performers.setStatusOverride(id, 9);
    clock.advance(6 * SLOT_MS);
    expect(world.performers.statusOf(id)).toBe(9);
    expect(events.filter((event) => event.performerId === id)).toEqual([
      { performerId: id, onlineStatus: 9 },
    ]);
    expect(world.performers.statusOverrides()).toEqual([{ performerId: id, onlineStatus: 9 }]);

    const scheduled = world.performers.setStatusOverride(id, null);

    expect(world.performers.statusOverrides()).toEqual([]);
    expect(world.performers.statusOf(id)).toBe(scheduled);
    if (scheduled !== 9) expect(events.at(-1)).toEqual({ performerId: id, onlineStatus: scheduled });
    expect(world.performers.get(id)?.onlineStatus).toBe(scheduled);
  });

  it('publishes nothing when the status shown does not change', () => {
    const { world, events } = setup();
    const { id } = offlinePerformer(world);
    world.performers.setStatusOverride(id, 0);
    world.performers.setStatusOverride(id, 0);
    world.performers.setStatusOverride(id, null);
    expect(events).toEqual([]);
  });

  it('refuses an unknown performer (notFound) and a status outside 0, 1, 3, 5, 9 (validation)', () => {
    const { world, events } = setup();
    const { id } = offlinePerformer(world);
    for (const bad of [2, 4, 7, 8, -1, 1.5, Number.NaN]) {
      expect(() => world.performers.setStatusOverride(id, bad)).toThrow(
        expect.objectContaining({ label: 'badRequest.validation' }),
      );
    }
    expect(() => world.performers.setStatusOverride(999999, 1)).toThrow(
      expect.objectContaining({ label: 'notFound' }),
    );
    expect(world.performers.statusOverrides()).toEqual([]);
    expect(events).toEqual([]);
  });
});
