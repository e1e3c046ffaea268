import { ReportPerformer } from '../../../../src/core/messaging/report-performer.use-case';
import { SetPerformerBlocked } from '../../../../src/core/messaging/set-performer-blocked.use-case';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

async function readerWithHer(): Promise<{ setup: FakeSetup; performerId: number; memberId: number }> {
  const setup = fakeSetup();
  const session = await logIn(setup, 'reader', 'reader123');
  const [conversation] = await setup.ports.inbox.list('all');
  if (!conversation) throw new Error('reader has no conversation');
  return { setup, performerId: conversation.other.id, memberId: session.memberId };
}

describe('blocking and reporting a performer against the sandbox world', () => {
  it('SetPerformerBlocked blocks and unblocks her; her messages are refused meanwhile', async () => {
    const { setup, performerId, memberId } = await readerWithHer();
    const block = new SetPerformerBlocked(setup.ports.inbox, setup.logger);
    const inbox = setup.backend.world.inbox;
    expect(await block.execute({ performerId, blocked: true })).toBe(true);
    expect((await setup.ports.inbox.list('all'))[0]?.blocked).toBe(true);
    const conversation = inbox.conversationWith(memberId, performerId);
    const before = conversation.messages.length;
    expect(() => inbox.deliver(conversation, { senderId: performerId, content: 'Hoi' })).toThrow();
    expect(conversation.messages).toHaveLength(before);
    expect(await block.execute({ performerId, blocked: false })).toBe(true);
    inbox.deliver(conversation, { senderId: performerId, content: 'Hoi' });
    expect(conversation.messages).toHaveLength(before + 1);
  });

  it('SetPerformerBlocked answers false, logged, when the backend fails', async () => {
    const { setup, performerId } = await readerWithHer();
    setup.backend.faults.set({ errorRate: 1 });
    const block = new SetPerformerBlocked(setup.ports.inbox, setup.logger);
    expect(await block.execute({ performerId, blocked: true })).toBe(false);
    expect(setup.logger.entries.map((e) => e.message)).toEqual(['Unable to block or unblock a performer']);
  });

  it('ReportPerformer needs a reason and at most 500 characters, and sends nothing otherwise', async () => {
    const { setup, performerId } = await readerWithHer();
    const report = new ReportPerformer(setup.ports.inbox, setup.logger);
    expect(await report.execute({ performerId, reason: null, text: 'x' })).toEqual({
      ok: false,
      error: { kind: 'noReason' },
    });
    expect(await report.execute({ performerId, reason: 'spam', text: 'x'.repeat(501) })).toEqual({
      ok: false,
      error: { kind: 'textTooLong', max: 500 },
    });
    expect(setup.backend.world.inbox.blocks.reports).toEqual([]);
    const sent = await report.execute({ performerId, reason: 'spam', text: `  ${'x'.repeat(500)} ` });
    expect(sent).toEqual({ ok: true, value: { reportId: expect.any(String) } });
    expect(setup.backend.world.inbox.blocks.reports).toEqual([
      expect.objectContaining({ performerId, reason: 'spam', text: 'x'.repeat(500) }),
    ]);
  });

  it('ReportPerformer answers unavailable, logged, when the backend fails', async () => {
    const { setup, performerId } = await readerWithHer();
    setup.backend.faults.set({ errorRate: 1 });
    const report = new ReportPerformer(setup.ports.inbox, setup.logger);
    expect(await report.execute({ performerId, reason: 'abuse', text: '' })).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    expect(setup.logger.entries.map((e) => e.message)).toEqual(['Unable to report a performer']);
  });
});
