import { CountUnread } from '../../../../src/core/messaging/count-unread.use-case';
import { DeleteConversation } from '../../../../src/core/messaging/delete-conversation.use-case';
import { ListSuggestions } from '../../../../src/core/messaging/list-suggestions.use-case';
import { LoadOlderMessages } from '../../../../src/core/messaging/load-older-messages.use-case';
import { MarkConversationRead } from '../../../../src/core/messaging/mark-conversation-read.use-case';
import { SetConversationBubble } from '../../../../src/core/messaging/set-conversation-bubble.use-case';
import { OpenConversation } from '../../../../src/core/messaging/open-conversation.use-case';
import { LONG_CONVERSATION_LENGTH } from '../../../../src/adapters/fake/world/seed-members';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

async function reader(): Promise<FakeSetup> {
  const setup = fakeSetup();
  await logIn(setup, 'reader', 'reader123');
  return setup;
}

async function longConversation(setup: FakeSetup) {
  const [conversation] = await setup.ports.inbox.list('all');
  if (!conversation) throw new Error('reader has no conversation');
  return conversation;
}

describe('the messenger’s use-cases against the sandbox world', () => {
  it('OpenConversation loads ceil(unread / 20) pages, at least one, oldest first and without duplicates', async () => {
    const setup = await reader();
    const conversation = await longConversation(setup);
    expect(conversation.unread).toBe(2);
    const open = new OpenConversation(setup.ports.inbox, setup.logger);
    const opened = await open.execute({ username: conversation.other.username });
    if (!opened.ok) throw new Error('not opened');
    expect(opened.value.messages.map((m) => m.content)).toEqual(
      Array.from(
        { length: 20 },
        (_, i) =>
          `${(LONG_CONVERSATION_LENGTH - 19 + i) % 2 === 1 ? 'Question' : 'Answer'} ${LONG_CONVERSATION_LENGTH - 19 + i}`,
      ),
    );
    expect(opened.value.nextPage).toBe(1);
    // 45 unread messages of hers (among the last 90) need three pages.
    setup.backend.world.inbox
      .require(conversation.owner.userid, conversation.id)
      .messages.forEach((m, i, all) => {
        if (i >= all.length - 90) m.read = false;
      });
    const more = await open.execute({ username: conversation.other.username });
    if (!more.ok) throw new Error('not opened');
    expect(more.value.messages).toHaveLength(60);
    expect(new Set(more.value.messages.map((m) => m.id)).size).toBe(60);
    expect(more.value.nextPage).toBe(3);
  });

  it('LoadOlderMessages gives the next older page, and reports a failure (logged)', async () => {
    const setup = await reader();
    const conversation = await longConversation(setup);
    const older = new LoadOlderMessages(setup.ports.inbox, setup.logger);
    const page = await older.execute({ conversationId: conversation.id, page: 1 });
    if (!page.ok) throw new Error('no page');
    expect(page.value.messages[19]!.content).toBe(`Answer ${LONG_CONVERSATION_LENGTH - 20}`);
    expect(page.value.nextPage).toBe(2);
    setup.backend.faults.set({ errorRate: 1 });
    expect(await older.execute({ conversationId: conversation.id, page: 2 })).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    expect(setup.logger.entries.map((e) => e.message)).toEqual(['Unable to load older messages']);
  });

  it('MarkConversationRead marks it read on the server and answers the new unread count', async () => {
    const setup = await reader();
    const conversation = await longConversation(setup);
    const count = new CountUnread(setup.ports.inbox, setup.logger);
    expect(await count.execute()).toBe(2);
    const mark = new MarkConversationRead(setup.ports.inbox, count, setup.logger);
    expect(await mark.execute({ conversationId: conversation.id })).toEqual({ marked: true, unread: 0 });
    setup.backend.faults.set({ errorRate: 1 });
    expect(await mark.execute({ conversationId: conversation.id })).toEqual({ marked: false, unread: null });
    expect(setup.logger.entries.map((e) => e.message)).toEqual([
      'Unable to mark a conversation read',
      'Unable to count unread messages',
    ]);
  });

  it('DeleteConversation removes it from the list, and keeps it when the server fails', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const [first, second] = await setup.ports.inbox.list('all');
    const remove = new DeleteConversation(setup.ports.inbox, setup.logger);
    expect(await remove.execute({ conversationId: first!.id })).toEqual({ ok: true, value: undefined });
    expect((await setup.ports.inbox.list('all')).map((c) => c.id)).not.toContain(first!.id);
    setup.backend.faults.set({ errorRate: 1 });
    expect(await remove.execute({ conversationId: second!.id })).toEqual({
      ok: false,
      error: { kind: 'unavailable' },
    });
    setup.backend.faults.set({ errorRate: 0 });
    expect((await setup.ports.inbox.list('all')).map((c) => c.id)).toContain(second!.id);
  });

  it('ListSuggestions pages ten at a time and says when more may follow', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const suggest = new ListSuggestions(setup.ports.inbox, setup.logger);
    const first = await suggest.execute({ type: 'models' });
    const second = await suggest.execute({ type: 'models', page: 1 });
    if (!first.ok || !second.ok) throw new Error('no suggestions');
    expect(first.value.suggestions).toHaveLength(10);
    expect(first.value.more).toBe(true);
    const ids = [...first.value.suggestions, ...second.value.suggestions].map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const favourites = await suggest.execute({ type: 'favourites' });
    if (!favourites.ok) throw new Error('no favourites');
    expect(favourites.value.more).toBe(false);
  });

  it('SetConversationBubble tells the server, and a failure is logged only', async () => {
    const setup = fakeSetup();
    await logIn(setup, 'demo', 'demo1234');
    const [first] = await setup.ports.inbox.list('all');
    const bubble = new SetConversationBubble(setup.ports.inbox, setup.logger);
    expect(await bubble.execute({ conversationId: first!.id, bubbled: true })).toBe(true);
    expect((await setup.ports.inbox.list('all')).find((c) => c.id === first!.id)?.isBubble).toBe(true);
    setup.backend.faults.set({ errorRate: 1 });
    expect(await bubble.execute({ conversationId: first!.id, bubbled: false })).toBe(false);
    expect(setup.logger.entries.map((e) => e.message)).toEqual(['Unable to tell the server about a bubble']);
  });
});
