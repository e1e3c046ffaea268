import {
  PROGRESS_TIMINGS,
  ProgressViewModel,
  type ProgressTimers,
} from '../../../../../src/ui/features/shell/view-models/progress.view-model';
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
