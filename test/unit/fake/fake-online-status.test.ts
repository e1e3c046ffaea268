import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { FakeWorld } from '../../../src/adapters/fake/world/fake-world';
import { SLOT_MS } from '../../../src/adapters/fake/world/online-schedule';
import { HOUR_MS } from '../../../src/adapters/fake/world/world-time';
import { TEST_SEED } from './helpers';

describe('FakeWorld online status', () => {
  it('uses only the stored values 0, 1, 3, 5 and 9, with onlineState matching', () => {
    const clock = new ManualClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    const seen = new Set<number>();
    for (let hour = 0; hour < 24; hour++) {
      for (const p of world.performers.all()) {
        seen.add(p.onlineStatus);
        expect(p.onlineState).toBe(p.onlineStatus === 0 ? 'offline' : 'online');
      }
      clock.advance(HOUR_MS);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 3, 5, 9]);
  });

  it('has roughly a third of the performers online at a moment', () => {
    const world = new FakeWorld({ seed: TEST_SEED, clock: new ManualClock() });
    const online = world.performers.all().filter((p) => p.onlineStatus !== 0).length;
    expect(online / 320).toBeGreaterThan(0.2);
    expect(online / 320).toBeLessThan(0.5);
  });

  it('changes over clock time and is a pure function of seed, id and time', () => {
    const clock = new ManualClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    const before = world.performers.all().map((p) => p.onlineStatus);
    clock.advance(3 * SLOT_MS);
    const after = world.performers.all().map((p) => p.onlineStatus);
    expect(after).not.toEqual(before);
    const twin = new FakeWorld({ seed: TEST_SEED, clock: new ManualClock(clock.now()) });
    expect(twin.performers.all().map((p) => p.onlineStatus)).toEqual(after);
  });

  it('keeps lastCamSession in the past: session start when online, last end when offline', () => {
    const clock = new ManualClock();
    const world = new FakeWorld({ seed: TEST_SEED, clock });
    for (const p of world.performers.all()) {
      const last = Date.parse(p.lastCamSession);
      expect(last).toBeLessThanOrEqual(clock.now());
      expect(last).toBeGreaterThanOrEqual(Date.parse(p.firstCamSession));
    }
    const offline = world.performers.all().find((p) => p.onlineStatus === 0)!;
    const lastBefore = offline.lastCamSession;
    clock.advance(5 * 60_000);
    const still = world.performers.get(offline.id)!;
    if (still.onlineStatus === 0) expect(still.lastCamSession).toBe(lastBefore);
  });
});
