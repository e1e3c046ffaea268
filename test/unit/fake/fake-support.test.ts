import { ManualClock } from '../../../src/adapters/fake/manual-clock';
import { MemoryLogger } from '../../../src/adapters/fake/memory-logger';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { RecordingAnalytics } from '../../../src/adapters/fake/recording-analytics';

describe('ManualClock', () => {
  it('fires due timers in time order, intervals repeatedly, and timers set while advancing', () => {
    const clock = new ManualClock(0);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      fired.push(`a@${clock.now()}`);
      clock.setTimeout(() => fired.push(`c@${clock.now()}`), 50);
    }, 100);
    const tick = clock.setInterval(() => fired.push(`i@${clock.now()}`), 120);
    clock.advance(250);
    expect(fired).toEqual(['a@100', 'i@120', 'c@150', 'b@200', 'i@240']);
    clock.clear(tick);
    clock.advance(1000);
    expect(fired).toHaveLength(5);
    expect(clock.now()).toBe(1250);
  });
});

describe('MemoryStorage', () => {
  it('forgets a value after its max age on the clock', () => {
    const clock = new ManualClock(0);
    const storage = new MemoryStorage(clock);
    storage.set('auth', 'x', { maxAgeSeconds: 86400 });
    storage.set('keep', 'y');
    clock.advance(86_399_999);
    expect(storage.get('auth')).toBe('x');
    clock.advance(1);
    expect([storage.get('auth'), storage.get('keep')]).toEqual([null, 'y']);
  });
});

describe('MemoryLogger and RecordingAnalytics', () => {
  it('record what they are given, by level and by event name', () => {
    const logger = new MemoryLogger();
    logger.warn('lander missing');
    logger.error('send failed', new Error('x'));
    expect(logger.messages('error')).toEqual(['send failed']);
    const analytics = new RecordingAnalytics();
    const data = { item_id: 103 };
    analytics.push('select_item', data);
    data.item_id = 0;
    expect(analytics.named('select_item')).toEqual([{ item_id: 103 }]);
  });
});
