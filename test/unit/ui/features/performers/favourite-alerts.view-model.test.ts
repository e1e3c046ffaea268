import type { FavouriteAlert } from '../../../../../src/core/performers/favourite-alert.model';
import { FavouriteAlertsViewModel } from '../../../../../src/ui/features/performers/view-models/favourite-alerts.view-model';

function alert(performerId: number): FavouriteAlert {
  return { performerId, username: `p${performerId}`, roomPath: `/profile/p${performerId}` };
}

function setUp() {
  let listener: ((alert: FavouriteAlert) => void) | null = null;
  const frames: (() => void)[] = [];
  const vm = new FavouriteAlertsViewModel(
    (l) => {
      listener = l;
      return () => (listener = null);
    },
    (callback) => {
      frames.push(callback);
      return () => frames.splice(frames.indexOf(callback), 1);
    },
  );
  const send = (a: FavouriteAlert) => listener?.(a);
  const frame = () => frames.splice(0).forEach((callback) => callback());
  return { vm, send, frame, frames, listening: () => listener !== null };
}

describe('FavouriteAlertsViewModel', () => {
  it('takes a burst in one frame: three shown, the rest counted', () => {
    const { vm, send, frame, frames } = setUp();
    for (let id = 1; id <= 1000; id++) send(alert(id));
    expect(frames).toHaveLength(1);
    expect(vm.shown).toEqual([]);
    frame();
    expect(vm.shown.map((a) => a.performerId)).toEqual([1, 2, 3]);
    expect(vm.waitingCount).toBe(997);
  });

  it('dismisses an alert and the summary', () => {
    const { vm, send, frame } = setUp();
    [1, 2, 3, 4, 5].forEach((id) => send(alert(id)));
    frame();
    vm.dismiss(1);
    expect(vm.shown.map((a) => a.performerId)).toEqual([2, 3, 4]);
    vm.dismissWaiting();
    expect(vm.waitingCount).toBe(0);
  });

  it('stops listening and drops the pending frame on dispose', () => {
    const { vm, send, frames, listening } = setUp();
    send(alert(1));
    vm.dispose();
    expect(frames).toHaveLength(0);
    expect(listening()).toBe(false);
  });
});
