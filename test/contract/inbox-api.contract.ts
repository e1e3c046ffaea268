import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import type { BackendPorts } from '../../src/ports/backend-ports';
import { itWithTools, type ContractTarget } from './contract-target';
import { expectLabel, loginMember, registerAndLogin } from './contract-helpers';

async function firstPerformer(ports: BackendPorts, index = 0): Promise<{ id: number; username: string }> {
  const page = await ports.performers.find({ page: 1, limit: 60 });
  const performer = page.items[index];
  if (!performer) throw new Error('no performers to talk to');
  return { id: performer.id, username: performer.username };
}

/** A fresh member with one seeded conversation: their line, then `answers` unread ones of a performer. */
async function memberWithConversation(target: ContractTarget, answers: number) {
  const ports = target.makePorts();
  const { token } = await registerAndLogin(ports);
  const performer = await firstPerformer(ports, 3);
  const seed = target.tools?.seedConversation;
  if (!seed) throw new Error('seeding a conversation needs the sandbox tools');
  const id = await seed(token, performer.id, answers);
  return { ports, performer, id };
}

/**
 * InboxApi: conversations, pages, sending for 60 credits, unread, states (archiving too),
 * suggestions, bubbles (SPEC §7); blocking and reporting a performer (docs/api.md).
 */
export function describeInboxApiContract(name: string, target: ContractTarget): void {
  describe(`InboxApi contract: ${name}`, () => {
    itWithTools(target)('lists a conversation and pages its messages, newest page first', async () => {
      const { ports, performer, id } = await memberWithConversation(target, 22);
      const [conversation, ...others] = await ports.inbox.list('all');
      expect(others).toEqual([]);
      expect(conversation).toEqual(
        expect.objectContaining({ id, unread: 22, other: expect.objectContaining(performer) }),
      );
      const newest = await ports.inbox.messages(id, 0);
      expect(newest.messages.map((message) => message.owner)).toEqual(Array(20).fill('other'));
      expect(newest.messages.at(-1)?.content).toBe('Antwoord 22');
      expect(newest.nextPage).toBe(1);
      const oldest = await ports.inbox.messages(id, 1);
      expect(oldest.messages.map((message) => [message.owner, message.content])).toEqual([
        ['self', 'Hallo!'],
        ['other', 'Antwoord 1'],
        ['other', 'Antwoord 2'],
      ]);
      expect(oldest.nextPage).toBeNull();
    });

    it('sends a message for 60 credits and starts a conversation with id 0', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const performer = await firstPerformer(ports, 5);
      const before = await ports.member.getCredits();
      const send = {
        attachment: null,
        message: 'Hallo, hoe gaat het?',
        partnerId: performer.id,
        target: performer.username,
      };
      const message = await ports.inbox.send(0, send);
      expect(message).toEqual(expect.objectContaining({ content: 'Hallo, hoe gaat het?', owner: 'self' }));
      expect(typeof message.conversationId).toBe('number');
      expect(await ports.member.getCredits()).toBe(before - 60);
      const list = await ports.inbox.list('all');
      expect(list.map((conversation) => conversation.id)).toContain(message.conversationId);
    });

    // `clientId` is our addition (docs/api.md): only the sandbox is held to it, a partner's backend may ignore it.
    itWithTools(target)(
      'answers a repeated clientId with the message it stored, storing and charging it once',
      async () => {
        const ports = target.makePorts();
        await loginMember(target, ports);
        const performer = await firstPerformer(ports, 6);
        const before = await ports.member.getCredits();
        const clientId = `local-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
        const text = `Eén keer ${clientId}`;
        const send = { attachment: null, message: text, partnerId: performer.id, target: performer.username };
        const first = await ports.inbox.send(0, { ...send, clientId });
        // The retry of a send whose answer was lost asks conversation 0 again.
        const again = await ports.inbox.send(0, { ...send, clientId });
        expect(again).toEqual(
          expect.objectContaining({ id: first.id, conversationId: first.conversationId, content: text }),
        );
        expect(await ports.member.getCredits()).toBe(before - 60);
        const page = await ports.inbox.messages(first.conversationId as number, 0);
        expect(page.messages.filter((message) => message.content === text)).toHaveLength(1);
      },
    );

    it('refuses to send below 60 credits with badRequest.deduct.credits.amount', async () => {
      const ports = target.makePorts();
      await registerAndLogin(ports);
      const performer = await firstPerformer(ports);
      const send = { attachment: null, message: 'Hi', partnerId: performer.id, target: performer.username };
      await expectLabel(ports.inbox.send(0, send), ERROR_LABELS.deductCredits);
      expect(await ports.member.getCredits()).toBe(0);
      expect(await ports.inbox.list('all')).toEqual([]);
    });

    itWithTools(target)('counts unread messages and marks a conversation read', async () => {
      const { ports, id } = await memberWithConversation(target, 2);
      expect(await ports.inbox.countUnread()).toBe(2);
      await ports.inbox.markRead(id);
      expect(await ports.inbox.countUnread()).toBe(0);
      expect(
        (await ports.inbox.list('all')).map((conversation) => [conversation.id, conversation.unread]),
      ).toEqual([[id, 0]]);
    });

    it('sets states: favorite, then delete', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const performer = await firstPerformer(ports, 7);
      const send = {
        attachment: null,
        message: 'State test',
        partnerId: performer.id,
        target: performer.username,
      };
      const { conversationId } = await ports.inbox.send(0, send);
      const id = conversationId as number;
      await ports.inbox.setState('favorite', id);
      expect((await ports.inbox.list('all')).find((conversation) => conversation.id === id)?.favorite).toBe(
        true,
      );
      await ports.inbox.setBubble(id, true);
      expect((await ports.inbox.list('all')).find((conversation) => conversation.id === id)?.isBubble).toBe(
        true,
      );
      await ports.inbox.setState('delete', id);
      expect((await ports.inbox.list('all')).map((conversation) => conversation.id)).not.toContain(id);
      await expectLabel(ports.inbox.messages(id, 0), ERROR_LABELS.notFound);
    });

    itWithTools(target)('archives a conversation out of the list, and back (unarchived)', async () => {
      const { ports, id } = await memberWithConversation(target, 1);
      await ports.inbox.setState('archived', id);
      expect((await ports.inbox.list('all')).map((conversation) => conversation.id)).toEqual([]);
      expect((await ports.inbox.list('unanswered')).map((conversation) => conversation.id)).toEqual([]);
      const archived = await ports.inbox.list('archived');
      expect(archived.map((conversation) => [conversation.id, conversation.archived])).toEqual([[id, true]]);
      await ports.inbox.setState('unarchived', id);
      expect((await ports.inbox.list('archived')).map((conversation) => conversation.id)).toEqual([]);
      const all = await ports.inbox.list('all');
      expect(all.map((conversation) => [conversation.id, conversation.archived])).toEqual([[id, false]]);
    });

    // `blocked` is our addition (docs/api.md): only a backend that sends it is held to it.
    itWithTools(target)('blocks a performer and unblocks her; her conversation says so', async () => {
      const { ports, performer, id } = await memberWithConversation(target, 1);
      const blockedOf = async () =>
        (await ports.inbox.list('all')).find((conversation) => conversation.id === id)?.blocked;
      // A backend with SPEC §3's fields alone (the spec-shaped sandbox) leaves `blocked` out: absent is no.
      const says = (await blockedOf()) !== undefined;
      expect((await blockedOf()) ?? false).toBe(false);
      await ports.inbox.setBlocked(performer.id, true);
      expect((await blockedOf()) ?? false).toBe(says);
      await ports.inbox.setBlocked(performer.id, false);
      expect((await blockedOf()) ?? false).toBe(false);
      await expectLabel(ports.inbox.setBlocked(-1, true), ERROR_LABELS.notFound);
    });

    itWithTools(target)('takes a report of a performer with a reason and answers its id', async () => {
      const { ports, performer } = await memberWithConversation(target, 1);
      const answer = await ports.inbox.report(performer.id, { reason: 'spam', text: 'Only adverts' });
      expect(answer).toEqual({ reportId: expect.any(String) });
      const plain = await ports.inbox.report(performer.id, { reason: 'other', text: '' });
      expect(plain.reportId).not.toBe(answer.reportId);
      const unknown = { reason: 'boring' as 'other', text: '' };
      await expectLabel(ports.inbox.report(performer.id, unknown), ERROR_LABELS.validation);
      const long = { reason: 'abuse' as const, text: 'x'.repeat(501) };
      await expectLabel(ports.inbox.report(performer.id, long), ERROR_LABELS.validation);
    });

    it('suggests performers to write to, ten a page by default', async () => {
      const ports = target.makePorts();
      await loginMember(target, ports);
      const suggestions = await ports.inbox.suggestions('models', {});
      expect(suggestions.length).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(10);
      for (const suggestion of suggestions) {
        expect(suggestion).toEqual(
          expect.objectContaining({ id: expect.any(Number), username: expect.any(String) }),
        );
      }
      const prefix = (suggestions[0]?.username ?? '').slice(0, 3);
      const filtered = await ports.inbox.suggestions('models', { username: prefix, limit: 5, page: 0 });
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.length).toBeLessThanOrEqual(5);
      for (const suggestion of filtered)
        expect(suggestion.username.toLowerCase().startsWith(prefix.toLowerCase())).toBe(true);
    });

    it('answers unauthorized without a token', async () => {
      await expectLabel(target.makePorts().inbox.list('all'), ERROR_LABELS.unauthorized);
    });

    it('sends the token the session holder has when each call is made', async () => {
      const ports = target.makePorts();
      await expectLabel(ports.inbox.countUnread(), ERROR_LABELS.unauthorized);
      await loginMember(target, ports);
      expect(typeof (await ports.inbox.countUnread())).toBe('number');
      ports.credentials.set(null);
      await expectLabel(ports.inbox.countUnread(), ERROR_LABELS.unauthorized);
    });
  });
}
