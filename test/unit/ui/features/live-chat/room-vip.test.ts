import { fail, ok } from '../../../../../src/core/common/result.model';
import { VIP_ANSWER_WAIT_MS } from '../../../../../src/ui/features/live-chat/view-models/room-vip';
import { room } from './live-chat-test-room';

const failed = () => fail({ kind: 'failed' as const });

describe('RoomVip', () => {
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
      await vm.vipShow.request();
      expect([vm.vip, vm.vipShow.error, modals]).toEqual(['none', { key: 'vipFailed' }, []]);
      await vm.vipShow.request();
      expect([vm.vip, vm.vipShow.error]).toEqual(['requested', null]);
    });

    it('still opens the no-credits modal when the credits do not cover it', async () => {
      const execute = jest.fn(async () => fail({ kind: 'noCredits', needed: 240 }));
      const { vm, modals } = room({ requestVip: { execute } });
      await vm.join();
      await vm.vipShow.request();
      expect([vm.vip, vm.vipShow.error, modals]).toEqual(['none', null, ['noCredits']]);
    });
  });

  describe('a VIP request she does not answer', () => {
    it('lapses after VIP_ANSWER_WAIT_MS with a notice, and may be asked again', async () => {
      const { vm, clock } = room();
      await vm.join();
      await vm.vipShow.request();
      expect(vm.vip).toBe('requested');
      clock.now += VIP_ANSWER_WAIT_MS - 1;
      vm.vipShow.tick();
      expect([vm.vip, vm.vipShow.error]).toEqual(['requested', null]);
      clock.now += 1;
      vm.vipShow.tick();
      expect([vm.vip, vm.vipShow.error]).toEqual(['none', { key: 'vipNoAnswer' }]);
      await vm.vipShow.request();
      expect([vm.vip, vm.vipShow.error]).toEqual(['requested', null]);
    });

    it('does not lapse a show she accepted in time', async () => {
      const { vm, clock, emit } = room();
      await vm.join();
      await vm.vipShow.request();
      emit({ name: 'acceptVip', payload: { nickname: 'bert', seconds: 60 } });
      clock.now += VIP_ANSWER_WAIT_MS;
      vm.vipShow.tick();
      expect([vm.vip, vm.vipShow.error]).toEqual(['running', null]);
    });
  });
});
