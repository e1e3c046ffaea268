import type { Conversation } from '../../../../src/core/messaging/conversation.model';
import {
  SendPrivateMessage,
  type SendPrivateMessageInput,
} from '../../../../src/core/messaging/send-private-message.use-case';
import type { Session } from '../../../../src/core/account/session';
import { fakeSetup, logIn, type FakeSetup } from '../../support/fake-setup';

async function prepare(username = 'demo', password = 'demo1234') {
  const setup = fakeSetup();
  const session = await logIn(setup, username, password);
  const useCase = new SendPrivateMessage(
    setup.ports.inbox,
    setup.ports.member,
    setup.balance,
    setup.clock,
    setup.logger,
  );
  return { setup, session, useCase };
}

async function firstConversation(setup: FakeSetup): Promise<Conversation> {
  const [conversation] = await setup.ports.inbox.list('all');
  if (!conversation) throw new Error('demo has no conversations');
  return conversation;
}

function input(session: Session, conversation: Conversation, extra: Partial<SendPrivateMessageInput> = {}) {
  return {
    conversationId: conversation.id,
    partnerId: conversation.other.id,
    target: conversation.other.username,
    text: '  Hoi!  ',
    attachment: null,
    memberId: session.memberId,
    ...extra,
  };
}

describe('SendPrivateMessage', () => {
  it('sends trimmed text, marks it sent, and returns and writes the backend balance', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    const result = await useCase.execute(input(session, conversation));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.message).toMatchObject({
      content: 'Hoi!',
      owner: 'self',
      status: 'sent',
      conversationId: conversation.id,
      senderId: session.memberId,
    });
    expect(result.value.credits).toBe(5000 - 60);
    expect(setup.balance.current()).toBe(5000 - 60);
    const page = await setup.ports.inbox.messages(conversation.id, 0);
    expect(page.messages.some((m) => m.id === result.value.message.id)).toBe(true);
  });

  it('starts a new conversation and returns its id', async () => {
    const { setup, session, useCase } = await prepare();
    const known = new Set((await setup.ports.inbox.list('all')).map((c) => c.other.id));
    const page = await setup.ports.performers.find({ limit: 60 });
    const performer = page.items.find((p) => !known.has(p.id))!;
    const result = await useCase.execute({
      conversationId: 0,
      partnerId: performer.id,
      target: performer.username,
      text: 'Eerste bericht',
      attachment: null,
      memberId: session.memberId,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.message.conversationId).toEqual(expect.any(Number));
    expect(result.value.message.conversationId).toBeGreaterThan(0);
    const list = await setup.ports.inbox.list('all');
    expect(
      list.some((c) => c.id === result.value.message.conversationId && c.other.id === performer.id),
    ).toBe(true);
  });

  it('ignores a blank message and refuses more than 255 characters, without calling the server', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    const spy = jest.spyOn(setup.ports.inbox, 'send');
    await expect(useCase.execute(input(session, conversation, { text: ' \n ' }))).resolves.toEqual({
      ok: false,
      error: { kind: 'empty' },
    });
    await expect(useCase.execute(input(session, conversation, { text: 'x'.repeat(256) }))).resolves.toEqual({
      ok: false,
      error: { kind: 'tooLong', max: 255 },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends an attachment without text as a media message', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    const spy = jest.spyOn(setup.ports.inbox, 'send');
    await useCase.execute(
      input(session, conversation, { text: '', attachment: 'data:image/jpeg;base64,/9j/' }),
    );
    expect(spy).toHaveBeenCalledWith(conversation.id, {
      message: null,
      attachment: 'data:image/jpeg;base64,/9j/',
      partnerId: conversation.other.id,
      target: conversation.other.username,
    });
  });

  it('sends the retry id as the client id, so the backend stores a retried message once', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    const spy = jest.spyOn(setup.ports.inbox, 'send');
    const retryId = 'local-1764140000000-3';
    setup.backend.faults.set({ lostAnswerRate: 1 });
    const lost = await useCase.execute(input(session, conversation, { retryId }));
    expect(!lost.ok && lost.error.kind).toBe('notSent');
    setup.backend.faults.reset();
    const retried = await useCase.execute(input(session, conversation, { retryId }));
    expect(spy).toHaveBeenLastCalledWith(conversation.id, {
      message: 'Hoi!',
      attachment: null,
      partnerId: conversation.other.id,
      target: conversation.other.username,
      clientId: retryId,
    });
    expect(retried.ok && retried.value).toMatchObject({ credits: 5000 - 60, message: { status: 'sent' } });
  });

  it('refuses a known balance below 60 credits without calling the server', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    const spy = jest.spyOn(setup.ports.inbox, 'send');
    setup.balance.update(59);
    await expect(useCase.execute(input(session, conversation))).resolves.toEqual({
      ok: false,
      error: { kind: 'noCredits' },
    });
    expect(spy).not.toHaveBeenCalled();
  });

  it('maps the server credits label to noCredits', async () => {
    const { setup, session, useCase } = await prepare('newbie', 'newbie123');
    const page = await setup.ports.performers.find({ limit: 1 });
    const performer = page.items[0]!;
    setup.balance.update(500); // a stale balance: the backend has the last word
    const result = await useCase.execute({
      conversationId: 0,
      partnerId: performer.id,
      target: performer.username,
      text: 'Hallo',
      attachment: null,
      memberId: session.memberId,
    });
    expect(result).toEqual({ ok: false, error: { kind: 'noCredits' } });
    expect(setup.balance.current()).toBe(500);
  });

  it('keeps a failed message as not-sent for a retry, and the retry succeeds', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    setup.backend.faults.set({ errorRate: 1 });
    const failed = await useCase.execute(input(session, conversation));
    expect(failed.ok).toBe(false);
    if (failed.ok || failed.error.kind !== 'notSent') throw new Error('expected notSent');
    expect(failed.error.message).toMatchObject({
      content: 'Hoi!',
      status: 'not-sent',
      owner: 'self',
      conversationId: conversation.id,
      createdAt: new Date(setup.clock.now()).toISOString(),
    });
    expect(setup.logger.messages('error')).toEqual(['Sending a private message failed']);
    await expect(setup.ports.member.getCredits().catch(() => 'down')).resolves.toBe('down');

    setup.backend.faults.reset();
    await expect(setup.ports.member.getCredits()).resolves.toBe(5000);
    const retried = await useCase.execute(input(session, conversation, { retryId: failed.error.message.id }));
    expect(retried.ok && retried.value.message.status).toBe('sent');
  });

  it('keeps a retry id on a second failure', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    setup.backend.faults.set({ errorRate: 1 });
    const failed = await useCase.execute(input(session, conversation, { retryId: 'local-7' }));
    expect(!failed.ok && failed.error.kind === 'notSent' && failed.error.message.id).toBe('local-7');
  });

  it('returns the sent message with a null balance when the balance cannot be read', async () => {
    const { setup, session, useCase } = await prepare();
    const conversation = await firstConversation(setup);
    jest.spyOn(setup.ports.member, 'getCredits').mockRejectedValue(new Error('socket hang up'));
    const result = await useCase.execute(input(session, conversation));
    expect(result.ok && result.value).toMatchObject({ credits: null, message: { status: 'sent' } });
    expect(setup.logger.messages('warn')).toEqual([
      'The balance after a private message could not be read; the charge went through',
    ]);
    expect(setup.balance.current()).toBe(5000);
  });
});
