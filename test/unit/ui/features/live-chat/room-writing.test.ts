import { ok } from '../../../../../src/core/common/result.model';
import { room } from './live-chat-test-room';

describe('RoomWriting', () => {
  it('keeps a line whose sending threw not sent, with its retry', async () => {
    const execute = jest
      .fn()
      .mockRejectedValueOnce(new Error('a bug'))
      .mockImplementation(async ({ text }: { text: string }) => ok({ text }));
    const { vm } = room({ sendChatMessage: { execute } });
    await vm.join();
    vm.writing.setDraft('hallo');
    await vm.writing.send();
    const [line] = vm.lines.of('public');
    expect(line?.status).toBe('notSent');
    await vm.writing.retry(line!.id);
    expect(vm.lines.of('public')[0]?.status).toBe('sent');
  });
});
