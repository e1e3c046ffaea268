import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import type { BroadcastEventEnvelope } from '../../../src/adapters/fake/world/event-hub';
import { FakeWorld } from '../../../src/adapters/fake/world/fake-world';
import { SLOT_MS } from '../../../src/adapters/fake/world/online-schedule';
import type { MemberEventMap } from '../../../src/ports/member-events.port';
import { flush, loginAs, makeBackend, TEST_SEED } from './helpers';

type StatusEvent = MemberEventMap['performerStatus'];

function statuses(world: FakeWorld): Map<number, number> {
  return new Map(world.performers.all().map((p) => [p.id, p.onlineStatus]));
}

/** The performers whose status differs between two snapshots, as performerStatus payloads. */
function diff(before: Map<number, number>, after: Map<number, number>): StatusEvent[] {
  return [...after]
    .filter(([id, status]) => before.get(id) !== status)
    .map(([performerId, onlineStatus]) => ({ performerId, onlineStatus }));
}

function nextSlotStart(time: number): number {
  return (Math.floor(time / SLOT_MS) + 1) * SLOT_MS;
}

/** A manual clock whose now() runs ahead of its timers by `lag`, as a late-firing real timer does. */
class LaggingClock extends ManualClock {
  lag = 0;

  override now(): number {
    return super.now() + this.lag;
  }
}

function listen(world: FakeWorld): { events: StatusEvent[]; stop: () => void } {
  const events: StatusEvent[] = [];
  const stop = world.subscribeBroadcast((event: BroadcastEventEnvelope) => events.push(event.payload));
  return { events, stop };
}

describe('FakeWorld performerStatus broadcast', () => {
  it('publishes, at the slot boundary, exactly the performers whose status changed', () => {
    const clock = new ManualClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    const { events } = listen(world);
    const before = statuses(world);
    const boundary = nextSlotStart(clock.now());

    clock.advanceTo(boundary - 1);
    expect(events).toEqual([]);
    clock.advanceTo(boundary);

    const expected = diff(before, statuses(world));
    expect(expected.length).toBeGreaterThan(0);
    expect(events).toEqual(expected);
  });

  it('keeps publishing at every later boundary, one batch per slot', () => {
    const clock = new ManualClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    const { events } = listen(world);
    let previous = statuses(world);
    const expected: StatusEvent[] = [];
    for (let slot = 0; slot < 4; slot += 1) {
      clock.advanceTo(nextSlotStart(clock.now()));
      const current = statuses(world);
      expected.push(...diff(previous, current));
      previous = current;
    }
    expect(events).toEqual(expected);
  });

  it('runs its timer only while someone listens, so a real clock is not kept busy', () => {
    const clock = new ManualClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    const idle = clock.pendingTimers();
    const first = listen(world);
    const second = listen(world);
    expect(clock.pendingTimers()).toBe(idle + 1);
    first.stop();
    expect(clock.pendingTimers()).toBe(idle + 1);
    second.stop();
    expect(clock.pendingTimers()).toBe(idle);
    clock.advance(3 * SLOT_MS);
    expect(first.events).toEqual([]);
    expect(second.events).toEqual([]);
  });

  it('compares with the statuses when it was armed, however late the timer fires', () => {
    const clock = new LaggingClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    const before = statuses(world);
    const { events } = listen(world);
    // The timer fires when the world's time is already three slots on (a laptop waking up).
    clock.lag = 2 * SLOT_MS;
    clock.advanceTo(nextSlotStart(clock.now() - clock.lag));
    const expected = diff(before, statuses(world));
    expect(expected.length).toBeGreaterThan(0);
    expect(events).toEqual(expected);
  });
});

describe('FakeMemberEvents and performerStatus', () => {
  it('delivers performerStatus to a guest channel and a member channel, member events only to the member', async () => {
    const { backend, clock, ports: member } = makeBackend();
    const guest = backend.session();
    await loginAs(member, 'demo', 'demo1234');
    const heard = { guest: [] as StatusEvent[], member: [] as StatusEvent[] };
    const guestFavourites: number[] = [];
    guest.memberEvents.on('performerStatus', (event) => heard.guest.push(event));
    guest.memberEvents.on('favouriteAdd', ({ performerId }) => guestFavourites.push(performerId));
    member.memberEvents.on('performerStatus', (event) => heard.member.push(event));
    guest.memberEvents.connect();
    member.memberEvents.connect();
    await flush();

    const before = statuses(backend.world);
    clock.advanceTo(nextSlotStart(clock.now()));
    const expected = diff(before, statuses(backend.world));
    expect(heard.guest).toEqual(expected);
    expect(heard.member).toEqual(expected);

    const performer = backend.world.performers.all().find((p) => p.onlineStatus !== 5)!;
    backend.world.performers.setStatusOverride(performer.id, 5);
    expect(heard.guest.at(-1)).toEqual({ performerId: performer.id, onlineStatus: 5 });
    expect(heard.member.at(-1)).toEqual({ performerId: performer.id, onlineStatus: 5 });

    await member.member.removeFavourite(performer.id);
    await member.member.addFavourite(performer.id);
    expect(guestFavourites).toEqual([]);
    guest.memberEvents.disconnect();
    member.memberEvents.disconnect();
  });

  it('stops delivering after disconnect and lets the timer go with the last channel', async () => {
    const { backend, clock, ports } = makeBackend();
    const idle = clock.pendingTimers();
    const heard: StatusEvent[] = [];
    ports.memberEvents.on('performerStatus', (event) => heard.push(event));
    ports.memberEvents.connect();
    await flush();
    expect(clock.pendingTimers()).toBe(idle + 1);
    ports.memberEvents.disconnect();
    expect(clock.pendingTimers()).toBe(idle);
    backend.world.performers.setStatusOverride(backend.world.performers.ids()[0]!, 9);
    clock.advance(2 * SLOT_MS);
    expect(heard).toEqual([]);
  });
});
