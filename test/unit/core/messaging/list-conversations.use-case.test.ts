import { ListConversations } from '../../../../src/core/messaging/list-conversations.use-case';
import { OpenConversation } from '../../../../src/core/messaging/open-conversation.use-case';
import { fakeSetup, logIn } from '../../support/fake-setup';

describe('ListConversations and OpenConversation', () => {
  it('list the member’s conversations, newest first, and open one by the performer’s name', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const list = await new ListConversations(setup.ports.inbox, setup.logger).execute();
    if (!list.ok) throw new Error('no list');
    expect(list.value.length).toBeGreaterThan(0);
    const times = list.value.map((c) => Date.parse(c.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const first = list.value[0]!;
    const opened = await new OpenConversation(setup.ports.inbox, setup.logger).execute({
      username: first.other.username.toUpperCase(),
    });
    if (!opened.ok) throw new Error('not opened');
    expect(opened.value.conversation.id).toBe(first.id);
    expect(opened.value.messages.length).toBeGreaterThan(0);
    const sent = opened.value.messages.map((m) => Date.parse(m.createdAt));
    expect(sent).toEqual([...sent].sort((a, b) => a - b));
  });

  it('answer none for a performer without a conversation, and unavailable (logged) when the inbox fails', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'newbie', 'newbie123');
    const open = new OpenConversation(setup.ports.inbox, setup.logger);
    expect(await open.execute({ username: 'nobody_here' })).toEqual({ ok: false, error: { kind: 'none' } });
    setup.backend.faults.set({ errorRate: 1 });
    expect(await open.execute({ username: 'x' })).toEqual({ ok: false, error: { kind: 'unavailable' } });
    expect(await new ListConversations(setup.ports.inbox, setup.logger).execute()).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    expect(setup.logger.entries.map((e) => e.message)).toEqual([
      'Unable to load a conversation',
      'Unable to load conversations',
    ]);
  });
});
