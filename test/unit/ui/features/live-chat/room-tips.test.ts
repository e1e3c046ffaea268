import { fail, ok } from '../../../../../src/core/common/result.model';
import { room } from './live-chat-test-room';

const failed = () => fail({ kind: 'failed' as const });

/** A tip use-case that fails (or throws) the first time and goes through after. */
function failingOnce(first: () => Promise<unknown>) {
  return jest
    .fn()
    .mockImplementationOnce(first)
    .mockImplementation(async ({ amount }: { amount: number }) => ok({ amount, credits: 4900 }));
}

describe('RoomTips', () => {
  describe('a tip that did not go through', () => {
    it('says so with a retry, leaves the tip buttons free, and the retry tips the same', async () => {
      const execute = failingOnce(async () => failed());
      const { vm, clock } = room({ tip: { execute } });
      await vm.join();
      vm.tips.setTipMessage('Voor jou');
      await vm.tips.tip(500);
      const { tips } = vm;
      expect([tips.tipPending, tips.failedTip?.amount, tips.tipped]).toEqual([false, 500, null]);
      clock.now += 5000;
      await tips.retryTip();
      expect(execute).toHaveBeenCalledTimes(2);
      // The same tip, with the same id: the engine charges it once, had the first gone through.
      expect(execute.mock.calls[1]).toEqual(execute.mock.calls[0]);
      expect(execute.mock.calls[1]).toEqual([
        { amount: 500, message: 'Voor jou', isPublic: true, clientId: expect.any(String) },
      ]);
      expect([tips.tipPending, tips.failedTip, tips.tipped]).toEqual([false, null, 500]);
    });

    it('gives each tip asked for an id of its own, so only a retry is the same tip', async () => {
      const execute = jest.fn().mockResolvedValue(ok({ amount: 100, credits: 4900 }));
      const { vm, clock } = room({ tip: { execute } });
      await vm.join();
      await vm.tips.tip(100);
      clock.now += 5000;
      await vm.tips.tip(100);
      const [[first], [second]] = execute.mock.calls;
      expect(first.clientId).toEqual(expect.any(String));
      expect(second.clientId).not.toBe(first.clientId);
    });

    it('frees the buttons and offers the retry even when the use-case throws (a bug)', async () => {
      const execute = failingOnce(async () => {
        throw new TypeError('a bug');
      });
      const { vm } = room({ tip: { execute } });
      await vm.join();
      await expect(vm.tips.tip(100)).resolves.toBeUndefined();
      expect([vm.tips.tipPending, vm.tips.failedTip?.amount]).toEqual([false, 100]);
      await vm.tips.retryTip();
      expect(vm.tips.tipped).toBe(100);
    });

    it('retries a toy tip as the same toy preset', async () => {
      const execute = jest
        .fn()
        .mockResolvedValueOnce(failed())
        .mockResolvedValue(ok({ amount: 500, credits: 4500, vibrate: 10 }));
      const { vm } = room({ toyTip: { execute } });
      await vm.join();
      await vm.tips.toyTip('hard');
      expect(vm.tips.failedTip).toMatchObject({ kind: 'toy', preset: 'hard', amount: 500 });
      await vm.tips.retryTip();
      const [[first], [second]] = execute.mock.calls;
      expect(first).toEqual({ preset: 'hard', isPublic: true, clientId: expect.any(String) });
      expect(second).toEqual(first);
      expect([vm.tips.failedTip, vm.tips.tipped]).toEqual([null, 500]);
    });

    it('retries a custom amount as it was typed, keeping the form filled until it goes through', async () => {
      const execute = failingOnce(async () => failed());
      const { vm } = room({ tip: { execute } });
      await vm.join();
      vm.tips.setCustomAmount('150');
      await vm.tips.tipCustom();
      expect([vm.tips.failedTip?.amount, vm.tips.customAmount]).toEqual(['150', '150']);
      await vm.tips.retryTip();
      expect(execute.mock.calls.map(([input]) => input.amount)).toEqual(['150', '150']);
      expect([vm.tips.failedTip, vm.tips.customAmount]).toEqual([null, '']);
    });

    it('is forgotten once another tip goes through', async () => {
      const execute = failingOnce(async () => failed());
      const { vm } = room({ tip: { execute } });
      await vm.join();
      await vm.tips.tip(100);
      await vm.tips.tip(1000);
      expect([vm.tips.failedTip, vm.tips.tipped]).toEqual([null, 1000]);
    });
  });
});
