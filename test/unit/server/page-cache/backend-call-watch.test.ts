import { BackendCallWatch } from '../../../../src/composition/backend-call-watch';
import type { BackendPorts } from '../../../../src/ports/backend-ports';

/** Two ports with calls the test settles by hand, and one method that is not a call. */
function ports() {
  const settle: { answer?: () => void; fail?: () => void } = {};
  const raw = {
    performers: {
      page: () =>
        new Promise<string>((resolve, reject) => {
          settle.answer = () => resolve('page');
          settle.fail = () => reject(new Error('503'));
        }),
    },
    memberEvents: { isConnected: () => false },
  };
  return { raw: raw as unknown as BackendPorts, settle };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BackendCallWatch', () => {
  it('is whole once every call answered, and the calls give what the ports give', async () => {
    const watch = new BackendCallWatch();
    const { raw, settle } = ports();
    const watched = watch.watch(raw) as unknown as typeof raw & {
      performers: { page(): Promise<string> };
      memberEvents: { isConnected(): boolean };
    };
    expect(watch.allAnswered()).toBe(true);
    const page = watched.performers.page();
    expect(watched.memberEvents.isConnected()).toBe(false);
    expect(watch.allAnswered()).toBe(false);
    settle.answer!();
    expect(await page).toBe('page');
    await tick();
    expect(watch.allAnswered()).toBe(true);
  });

  it('is not whole after a failed call, even though the page handled the failure', async () => {
    const watch = new BackendCallWatch();
    const { raw, settle } = ports();
    const watched = watch.watch(raw) as unknown as { performers: { page(): Promise<string> } };
    const page = watched.performers.page().catch(() => 'retry offered');
    settle.fail!();
    expect(await page).toBe('retry offered');
    await tick();
    expect(watch.allAnswered()).toBe(false);
  });
});
