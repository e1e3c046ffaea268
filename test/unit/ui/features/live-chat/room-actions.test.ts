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

describe('RoomActions', () => {
  describe('a tip that did not go through', () => {
    it('says so with a retry, leaves the tip buttons free, and the retry tips the same', async () => {
      const execute = failingOnce(async () => failed());
      const { vm, clock } = room({ tip: { execute } });
      await vm.join();
      vm.actions.setTipMessage('Voor jou');
      await vm.actions.tip(500);
      const { actions } = vm;
      expect([actions.tipPending, actions.failedTip?.amount, actions.tipped]).toEqual([false, 500, null]);
      clock.now += 5000;
      await actions.retryTip();
      expect(execute).toHaveBeenCalledTimes(2);
      expect(execute.mock.calls[1]).toEqual(execute.mock.calls[0]);
      expect(execute.mock.calls[1]).toEqual([{ amount: 500, message: 'Voor jou', isPublic: true }]);
      expect([actions.tipPending, actions.failedTip, actions.tipped]).toEqual([false, null, 500]);
    });

    it('frees the buttons and offers the retry even when the use-case throws (a bug)', async () => {
      const execute = failingOnce(async () => {
        throw new TypeError('a bug');
      });
      const { vm } = room({ tip: { execute } });
      await vm.join();
      await expect(vm.actions.tip(100)).resolves.toBeUndefined();
      expect([vm.actions.tipPending, vm.actions.failedTip?.amount]).toEqual([false, 100]);
      await vm.actions.retryTip();
      expect(vm.actions.tipped).toBe(100);
    });

    it('retries a toy tip as the same toy preset', async () => {
      const execute = jest
        .fn()
        .mockResolvedValueOnce(failed())
        .mockResolvedValue(ok({ amount: 500, credits: 4500, vibrate: 10 }));
      const { vm } = room({ toyTip: { execute } });
      await vm.join();
      await vm.actions.toyTip('hard');
      expect(vm.actions.failedTip).toMatchObject({ kind: 'toy', preset: 'hard', amount: 500 });
      await vm.actions.retryTip();
      expect(execute.mock.calls).toEqual([
        [{ preset: 'hard', isPublic: true }],
        [{ preset: 'hard', isPublic: true }],
      ]);
      expect([vm.actions.failedTip, vm.actions.tipped]).toEqual([null, 500]);
    });

    it('retries a custom amount as it was typed, keeping the form filled until it goes through', async () => {
      const execute = failingOnce(async () => failed());
      const { vm } = room({ tip: { execute } });
      await vm.join();
      vm.actions.setCustomAmount('150');
      await vm.actions.tipCustom();
      expect([vm.actions.failedTip?.amount, vm.actions.customAmount]).toEqual(['150', '150']);
      await vm.actions.retryTip();
      expect(execute.mock.calls.map(([input]) => input.amount)).toEqual(['150', '150']);
      expect([vm.actions.failedTip, vm.actions.customAmount]).toEqual([null, '']);
    });

    it('is forgotten once another tip goes through', async () => {
      const execute = failingOnce(async () => failed());
      const { vm } = room({ tip: { execute } });
      await vm.join();
      await vm.actions.tip(100);
      await vm.actions.tip(1000);
      expect([vm.actions.failedTip, vm.actions.tipped]).toEqual([null, 1000]);
    });
  });

  describe('a VIP request that did not go through', () => {
    it.each([
      ['failed', async () => failed()],
      [
        'threw',
        async () => {
          throw new Error('a bug');
        },
      ],
    ])('is no longer requested when it %s, says so, and may be asked again', async (_, first) => {
      const execute = jest
        .fn()
        .mockImplementationOnce(first)
        .mockResolvedValue(ok({ seconds: 60, cost: 240, credits: 5000 }));
      const { vm, modals } = room({ requestVip: { execute } });
      await vm.join();
      await vm.actions.requestVip();
      expect([vm.vip, vm.actions.vipError, modals]).toEqual(['none', { key: 'vipFailed' }, []]);
      await vm.actions.requestVip();
      expect([vm.vip, vm.actions.vipError]).toEqual(['requested', null]);
    });

    it('still opens the no-credits modal when the credits do not cover it', async () => {
      const execute = jest.fn(async () => fail({ kind: 'noCredits', needed: 240 }));
      const { vm, modals } = room({ requestVip: { execute } });
      await vm.join();
      await vm.actions.requestVip();
      expect([vm.vip, vm.actions.vipError, modals]).toEqual(['none', null, ['noCredits']]);
    });
  });

  it('keeps a line whose sending threw not sent, with its retry', async () => {
    const execute = jest
      .fn()
      .mockRejectedValueOnce(new Error('a bug'))
      .mockImplementation(async ({ text }: { text: string }) => ok({ text }));
    const { vm } = room({ sendChatMessage: { execute } });
    await vm.join();
    vm.actions.setDraft('hallo');
    await vm.actions.send();
    const [line] = vm.lines.of('public');
    expect(line?.status).toBe('notSent');
    await vm.actions.retry(line!.id);
    expect(vm.lines.of('public')[0]?.status).toBe('sent');
  });
});
