import {
  PROGRESS_TIMINGS,
  ProgressViewModel,
  type ProgressTimers,
} from '../../../../../src/ui/features/shell/view-models/progress.view-model';
import {
  isMobileUserAgent,
  ViewportViewModel,
} from '../../../../../src/ui/features/shell/view-models/viewport.view-model';
import { ManualClock } from '../../../../../src/adapters/fake/manual-clock';

function manualTimers(clock: ManualClock): ProgressTimers {
  return {
    set: (callback, ms) => clock.setTimeout(callback, ms) as unknown as ReturnType<typeof setTimeout>,
    clear: (timer) => clock.clear(timer as unknown as ReturnType<ManualClock['setTimeout']>),
  };
}

describe('ProgressViewModel', () => {
  it('never shows for a navigation shorter than 200 ms', () => {
    const clock = new ManualClock();
    const progress = new ProgressViewModel(manualTimers(clock));
    progress.start();
    clock.advance(PROGRESS_TIMINGS.throttleMs - 1);
    progress.finish();
    expect(progress.state).toBe('hidden');
    clock.advance(1000);
    expect(progress.state).toBe('hidden');
  });

  it('runs after 200 ms, shows finished for 500 ms, then hides', () => {
    const clock = new ManualClock();
    const progress = new ProgressViewModel(manualTimers(clock));
    progress.start();
    clock.advance(PROGRESS_TIMINGS.throttleMs);
    expect(progress.state).toBe('running');
    progress.finish();
    expect(progress.state).toBe('finished');
    clock.advance(PROGRESS_TIMINGS.hideDelayMs - 1);
    expect(progress.state).toBe('finished');
    clock.advance(1);
    expect(progress.state).toBe('hidden');
  });

  it('shows a failure even for a quick failed request', () => {
    const clock = new ManualClock();
    const progress = new ProgressViewModel(manualTimers(clock));
    progress.start();
    progress.fail();
    expect(progress.state).toBe('failed');
    clock.advance(PROGRESS_TIMINGS.hideDelayMs);
    expect(progress.state).toBe('hidden');
  });
});

describe('ViewportViewModel', () => {
  it('is mobile below 1024 px or for a phone user agent, and shows hints only above 768 px', () => {
    const desktop = new ViewportViewModel(false);
    expect([desktop.isMobile, desktop.tooltips]).toEqual([false, false]); // unmeasured: the server's guess
    desktop.measure(1024);
    expect([desktop.isMobile, desktop.tooltips]).toEqual([false, true]);
    desktop.measure(1023);
    expect(desktop.isMobile).toBe(true);
    desktop.measure(768);
    expect(desktop.tooltips).toBe(false);
    desktop.measure(769);
    expect(desktop.tooltips).toBe(true);
    const phone = new ViewportViewModel(true);
    phone.measure(1400);
    expect(phone.isMobile).toBe(true);
  });

  it('recognises phone and tablet user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148')).toBe(
      true,
    );
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
