import { REPLIES } from '../../../src/adapters/fake/world/word-lists';
import type { Message } from '../../../src/core/messaging/conversation.model';
import { flush, loginAs, makeBackend, rejectionLabel, visitor } from './helpers';

const text = (message: string, partnerId = 0, target = '') => ({
  attachment: null,
  message,
  partnerId,
  target,
});

describe('FakeInboxApi', () => {
  it('lists demo conversations with messages, owners relative to the member and unread counts', async () => {
    const { ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const conversations = await ports.inbox.list('all');
    expect(conversations.length).toBeGreaterThanOrEqual(3);
    const unread = conversations.reduce((sum, c) => sum + c.unread, 0);
    expect(unread).toBeGreaterThan(0);
    expect(await ports.inbox.countUnread()).toBe(unread);
    const first = conversations[0]!;
    const page = await ports.inbox.messages(first.id, 0);
    expect(page.messages.length).toBeGreaterThan(0);
    expect(page.messages.map((m) => m.owner)).toContain('self');
    expect(page.messages.map((m) => m.owner)).toContain('other');
    for (const m of page.messages) expect(m.owner === 'self').toBe(m.senderId === first.owner.id);
    await ports.inbox.markRead(first.id);
    expect((await ports.inbox.list('all')).find((c) => c.id === first.id)!.unread).toBe(0);
  });

  it('charges 60 credits per message and the performer answers after 3 to 8 seconds', async () => {
    const { backend, clock, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const performer = backend.world.performers.get(1200)!;
    const received: Message[] = [];
    const readIn: number[] = [];
    ports.memberEvents.on('privateMessage', ({ message }) => received.push(message));
    ports.memberEvents.on('messageRead', ({ conversationId }) => readIn.push(conversationId));
    ports.memberEvents.connect();
    await flush();
    const sent = await ports.inbox.send(0, text('Hallo!', performer.id, performer.username));
    expect(sent).toMatchObject({ owner: 'self', status: 'sent', content: 'Hallo!' });
    expect(await ports.member.getCredits()).toBe(5000 - 60);
    clock.advance(2999);
    expect(received).toHaveLength(0);
    clock.advance(5001);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      owner: 'other',
      senderId: performer.id,
      conversationId: sent.conversationId,
    });
    expect(readIn).toEqual([sent.conversationId]);
    const page = await ports.inbox.messages(sent.conversationId!, 0);
    expect(page.messages.find((m) => m.id === sent.id)).toMatchObject({ status: 'delivered', read: true });
  });

  it('answers a repeated clientId with the stored message, storing and charging nothing again', async () => {
    const { backend, ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const performer = backend.world.performers.get(1200)!;
    const send = { ...text('Eén keer', performer.id, performer.username), clientId: 'local-1-1' };
    const first = await ports.inbox.send(0, send);
    // A retry after a lost answer asks conversation 0 again: same message, same conversation.
    expect(await ports.inbox.send(0, send)).toEqual(first);
    expect(await ports.inbox.send(first.conversationId!, send)).toEqual(first);
    expect(await ports.member.getCredits()).toBe(5000 - 60);
    const page = await ports.inbox.messages(first.conversationId!, 0);
    expect(page.messages.filter((m) => m.content === 'Eén keer')).toHaveLength(1);
    // Another client id, or none, is another message.
    await ports.inbox.send(first.conversationId!, { ...send, clientId: 'local-1-2' });
    await ports.inbox.send(first.conversationId!, text('Eén keer'));
    expect(await ports.member.getCredits()).toBe(5000 - 3 * 60);
  });

  it('keeps client ids per member, and only the last 1,000 of each', async () => {
    const { backend, ports } = makeBackend();
    const token = await loginAs(ports, 'demo', 'demo1234');
    const memberId = backend.world.memberIdFromToken(token)!;
    backend.world.members.credit(memberId, 1001 * 60, { kind: 'purchase' });
    const [conversation] = await ports.inbox.list('all');
    const send = (clientId: string) => ports.inbox.send(conversation!.id, { ...text(clientId), clientId });
    const oldest = await send('c0');
    for (let i = 1; i <= 999; i++) await send(`c${i}`);
    expect(await send('c0')).toEqual(oldest);
    const credits = await ports.member.getCredits();
    await send('c1000');
    // c0 was the oldest of 1,001: forgotten, so it is stored (and charged) as a new message.
    expect((await send('c0')).id).not.toBe(oldest.id);
    expect(await ports.member.getCredits()).toBe(credits - 2 * 60);

    const other = visitor(backend);
    await loginAs(other, 'newbie', 'newbie123');
    const newbieId = backend.world.memberIdFromToken(other.credentials.token()!)!;
    backend.world.members.credit(newbieId, 60, { kind: 'purchase' });
    const performer = backend.world.performers.get(1200)!;
    const theirs = await other.inbox.send(0, {
      ...text('c5', performer.id, performer.username),
      clientId: 'c5',
    });
    expect(theirs).toMatchObject({ content: 'c5', senderId: newbieId });
  });

  it('refuses to send below 60 credits, storing and charging nothing', async () => {
    const { backend, ports } = makeBackend();
    await loginAs(ports, 'newbie', 'newbie123');
    const performer = backend.world.performers.get(1010)!;
    const label = await rejectionLabel(ports.inbox.send(0, text('Hoi', performer.id, performer.username)));
    expect(label).toBe('badRequest.deduct.credits.amount');
    expect(await ports.inbox.list('all')).toEqual([]);
    expect(await ports.member.getCredits()).toBe(0);
    backend.world.members.credit(backend.world.members.findByLogin('newbie')!.id, 59, { kind: 'purchase' });
    expect(await rejectionLabel(ports.inbox.send(0, text('Hoi', performer.id, performer.username)))).toBe(
      'badRequest.deduct.credits.amount',
    );
    expect(await ports.member.getCredits()).toBe(59);
  });

  it('reuses the conversation with a performer and pages newest first', async () => {
    const { ports } = makeBackend();
    await loginAs(ports, 'demo', 'demo1234');
    const first = await ports.inbox.send(0, text('een', 1111));
    for (let i = 0; i < 24; i++) await ports.inbox.send(first.conversationId!, text(`bericht ${i}`));
    const again = await ports.inbox.send(0, text('weer', 1111));
    expect(again.conversationId).toBe(first.conversationId);
    const newest = await ports.inbox.messages(first.conversationId!, 0);
    const older = await ports.inbox.messages(first.conversationId!, 1);
    expect(newest.messages).toHaveLength(20);
    expect(newest.messages.at(-1)!.content).toBe('weer');
    expect(newest.nextPage).toBe(1);
    expect(older.messages[0]!.content).toBe('een');
    expect(older.nextPage).toBeNull();
  });

  it('sets states, bubbles and suggestions, and needs a token', async () => {
    const { ports } = makeBackend();
    expect(await rejectionLabel(ports.inbox.list('all'))).toBe('unauthorized');
    await loginAs(ports, 'demo', 'demo1234');
    const [conversation] = await ports.inbox.list('all');
    await ports.inbox.setState('favorite', conversation!.id);
    await ports.inbox.setBubble(conversation!.id, true);
    expect((await ports.inbox.list('favourites')).find((c) => c.id === conversation!.id)).toMatchObject({
      favorite: true,
      isBubble: true,
    });
    await ports.inbox.setState('delete', conversation!.id);
    expect((await ports.inbox.list('all')).map((c) => c.id)).not.toContain(conversation!.id);
    const suggestions = await ports.inbox.suggestions('models', { limit: 5 });
    expect(suggestions).toHaveLength(5);
    for (const s of suggestions) expect((await ports.performers.profile(s.id)).onlineState).toBe('online');
  });

  it('sends a picture of hers with about one reply in four, the same ones for the same seed', async () => {
    /** Demo writes to 60 performers once each; every performer answers once. */
    async function replies(): Promise<Message[]> {
      const { backend, clock, ports } = makeBackend();
      await loginAs(ports, 'demo', 'demo1234');
      const received: Message[] = [];
      ports.memberEvents.on('privateMessage', ({ message }) => received.push(message));
      ports.memberEvents.connect();
      await flush();
      for (const performer of backend.world.performers.all().slice(100, 160)) {
        await ports.inbox.send(0, text('Hoi', performer.id));
      }
      clock.advance(8000);
      for (const message of received) {
        const images = backend.world.performers.get(message.senderId!)!.images;
        const safe = images.map((image) => (typeof image === 'string' ? null : image.nonude));
        expect([...REPLIES.nl, ...REPLIES.en]).toContain(message.content);
        expect(message.type).toBe(message.attachment ? 'media' : 'text');
        if (message.attachment) expect(safe).toContain(message.attachment);
      }
      return received;
    }
    const first = await replies();
    expect(first).toHaveLength(60);
    const pictures = first.filter((message) => message.attachment !== null).length;
    expect(pictures).toBeGreaterThanOrEqual(6);
    expect(pictures).toBeLessThanOrEqual(27);
    const again = await replies();
    expect(again.map((m) => [m.senderId, m.attachment])).toEqual(
      first.map((m) => [m.senderId, m.attachment]),
    );
  });
});
