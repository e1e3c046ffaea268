import { parse, safeParse } from 'valibot';
import { ivrSessionSchema, dialInNumberSchema } from '../../../src/adapters/http/schemas/dial-in';
import { albumSchema } from '../../../src/adapters/http/schemas/media';
import { conversationSchema, messageSchema } from '../../../src/adapters/http/schemas/messaging';
import { paymentMethodSchema } from '../../../src/adapters/http/schemas/wallet';

/** What the HTTP adapters derive or default where a backend sends only what SPEC §3 and §7 list. */

const MEMBER = 10;
const PERFORMER = 20;
const line = {
  type: 'text',
  id: 'm1',
  createdAt: '2025-01-01T10:00:00.000Z',
  read: false,
  attachment: null,
  content: 'Hoi',
  status: 'sent',
  conversationId: 7001,
};

describe('wire schemas of the HTTP adapters', () => {
  it("derive a payment method's provider from its id, not from a tag", () => {
    const method = { name: 'x', image: 'x.svg', paymentOptionSubList: [] };
    expect(parse(paymentMethodSchema, { ...method, id: '709' }).provider).toBe('psp');
    expect(parse(paymentMethodSchema, { ...method, id: 'ideal' }).provider).toBe('dialin');
    expect(parse(paymentMethodSchema, { ...method, id: 'ideal', provider: 'psp' }).provider).toBe('dialin');
  });

  it('give an IVR session left without tariff, ttl and flag the SPEC defaults, and keep what is sent', () => {
    const ivr = { session: 's', callednumber: '0900', displaynumber: '0900', expiresAt: 5 };
    expect(parse(ivrSessionSchema, ivr)).toEqual({ ...ivr, tariff: 0.8, ttl: 60, flag: 'nl' });
    expect(parse(ivrSessionSchema, { ...ivr, tariff: 1.2, ttl: 30, flag: 'be' })).toMatchObject({
      tariff: 1.2,
      ttl: 30,
      flag: 'be',
    });
    expect(safeParse(ivrSessionSchema, { ...ivr, session: undefined }).success).toBe(false);
    const number = { id: 'BE', image: 'be.svg', options: [{ number: '0900' }] };
    expect(parse(dialInNumberSchema, number).options).toEqual([{ number: '0900', tariff: 0.8 }]);
  });

  it('read who wrote a message from its owner and participant ids and the member id', () => {
    const mine = {
      ...line,
      owner: { userid: MEMBER, id: MEMBER },
      participant: { userid: PERFORMER, id: 1 },
    };
    expect(parse(messageSchema(MEMBER), mine)).toEqual({ ...line, owner: 'self', senderId: MEMBER });
    const theirs = { ...line, owner: PERFORMER, participant: MEMBER };
    expect(parse(messageSchema(MEMBER), theirs)).toEqual({ ...line, owner: 'other', senderId: PERFORMER });
    expect(parse(messageSchema(MEMBER), { ...line, participant: { userid: MEMBER } })).toEqual({
      ...line,
      owner: 'other',
    });
    expect(parse(messageSchema(PERFORMER), theirs).owner).toBe('self');
  });

  it("read the sandbox's senderId and its owner read already, and refuse a line that names nobody", () => {
    expect(parse(messageSchema(MEMBER), { ...line, owner: 'other', senderId: MEMBER }).owner).toBe('self');
    expect(parse(messageSchema(MEMBER), { ...line, owner: 'self' })).toMatchObject({ owner: 'self' });
    expect(parse(messageSchema(null), { ...line, owner: 'other', senderId: MEMBER }).owner).toBe('other');
    expect(safeParse(messageSchema(MEMBER), line).success).toBe(false);
    expect(safeParse(messageSchema(null), { ...line, owner: PERFORMER }).success).toBe(false);
  });

  it("read a conversation's last message for the member who asks", () => {
    const party = (id: number) => ({ userid: id, id, avatar: '' });
    const conversation = {
      id: 7001,
      createdAt: line.createdAt,
      updatedAt: line.createdAt,
      owner: party(MEMBER),
      participant: party(PERFORMER),
      other: { id: PERFORMER, username: 'ann', avatar: '', messagingId: PERFORMER, location: '', age: 30 },
      isBubble: false,
      unread: 1,
      archived: false,
      deleted: false,
      favorite: false,
      message: { ...line, owner: party(PERFORMER), participant: party(MEMBER) },
    };
    expect(parse(conversationSchema(MEMBER), conversation).message).toMatchObject({ owner: 'other' });
  });

  it('join media urls to the storage base, type them by extension and ask pictures at 400x300', () => {
    const album = {
      id: 1,
      title: 'Zomer',
      cover: 'media/1.jpg',
      items: [
        { id: 1, url: 'media/1.jpg', title: 'a' },
        { id: 2, url: 'https://cdn.test/2.mp4', title: 'b', type: 'image' },
        { id: 3, url: 'stream?id=3', title: 'c', type: 'video' },
      ],
    };
    expect(parse(albumSchema('https://cdn.test/bucket/'), album)).toEqual({
      ...album,
      cover: 'https://cdn.test/bucket/media/1.jpg?w=400&h=300',
      items: [
        { id: 1, url: 'https://cdn.test/bucket/media/1.jpg?w=400&h=300', title: 'a', type: 'image' },
        { id: 2, url: 'https://cdn.test/2.mp4', title: 'b', type: 'video' },
        { id: 3, url: 'https://cdn.test/bucket/stream?id=3', title: 'c', type: 'video' },
      ],
    });
    const untyped = { ...album, items: [{ id: 4, url: 'stream?id=4', title: 'd' }] };
    expect(safeParse(albumSchema('/s'), untyped).success).toBe(false);
  });
});
