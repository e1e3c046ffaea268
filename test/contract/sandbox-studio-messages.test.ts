import type { MemberEventEnvelope } from '../../src/adapters/fake/world/event-hub';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from './fake-target';
import { postStudio, type StudioAnswer } from './studio-post';

/** The studio's private messages on the wire: a performer writes to a member, JSON and forms. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend });
});
afterAll(() => sandbox.close());

function post(body: Record<string, string>, json = true): Promise<StudioAnswer> {
  return postStudio(`${sandbox.url}/sandbox/studio/messages`, body, json);
}

function performer(index: number): { id: number; username: string } {
  return sandbox.backend.world.performers.all()[index]!;
}

function memberId(username: string): number {
  return sandbox.backend.world.members.findByLogin(username)!.id;
}

function listen(username: string): MemberEventEnvelope[] {
  const events: MemberEventEnvelope[] = [];
  sandbox.backend.world.events.subscribe(memberId(username), (event) => events.push(event));
  return events;
}

/** The member's conversation with the performer, as the messenger lists it. */
function conversationWith(username: string, performerId: number) {
  return sandbox.backend.world.inbox
    .list(memberId(username), 'all')
    .find((conversation) => conversation.other.id === performerId);
}

describe('sandbox studio: private messages', () => {
  it('starts a conversation, answers its ids as JSON, and the member hears privateMessage', async () => {
    const { id, username } = performer(40);
    expect(conversationWith('demo', id)).toBeUndefined();
    const events = listen('demo');
    const answer = await post({ performer: username, member: 'demo', text: '  Hoi, hoe gaat het?  ' });
    expect(answer.status).toBe(200);
    const { conversationId, messageId } = answer.body as { conversationId: number; messageId: string };
    expect(conversationWith('demo', id)?.id).toBe(conversationId);
    expect(events).toEqual([
      {
        name: 'privateMessage',
        payload: {
          conversationId,
          message: expect.objectContaining({
            id: messageId,
            type: 'text',
            content: 'Hoi, hoe gaat het?',
            attachment: null,
            owner: 'other',
            senderId: id,
            read: false,
            conversationId,
          }),
        },
      },
    ]);
    expect(conversationWith('demo', id)?.unread).toBe(1);
  });

  it('appends to an existing conversation, with a picture of hers on request', async () => {
    const { id, username } = performer(41);
    const first = await post({ performer: username, member: 'reader', text: 'Eerste' });
    const second = await post({ performer: username, member: 'READER', text: 'Kijk!', picture: '1' });
    expect(second.status).toBe(200);
    const firstIds = first.body as { conversationId: number };
    const secondIds = second.body as { conversationId: number; messageId: string };
    expect(secondIds.conversationId).toBe(firstIds.conversationId);
    const page = sandbox.backend.world.inbox.messages(memberId('reader'), secondIds.conversationId, 0);
    expect(page.messages.map((message) => message.content)).toEqual(['Eerste', 'Kijk!']);
    const picture = page.messages.at(-1)!;
    expect(picture).toMatchObject({ id: secondIds.messageId, type: 'media' });
    expect(picture.attachment).toMatch(new RegExp(`^/sandbox/media/portrait/${id}\\.jpg\\?.*v=\\d+n$`));
    const image = await fetch(`${sandbox.url}${picture.attachment}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('redirects a browser form post back to the studio', async () => {
    const { id, username } = performer(42);
    const form = await post({ performer: username, member: 'demo', text: 'Via het formulier' }, false);
    expect(form.status).toBe(303);
    expect(form.location).toBe(`/sandbox/studio?username=${encodeURIComponent(username)}`);
    expect(conversationWith('demo', id)?.message?.content).toBe('Via het formulier');
  });

  it('refuses bad text with 400 and unknown senders or receivers with 404, storing nothing', async () => {
    const { id, username } = performer(43);
    const long = 'x'.repeat(256);
    for (const text of ['', '   ', long]) {
      expect(await post({ performer: username, member: 'demo', text })).toMatchObject({
        status: 400,
        body: { error: 'badRequest.validation' },
      });
    }
    const notFound = { status: 404, body: { error: 'notFound' } };
    expect(await post({ performer: 'nobody-here', member: 'demo', text: 'Hoi' })).toMatchObject(notFound);
    expect(await post({ performer: username, member: 'nobody-here', text: 'Hoi' })).toMatchObject(notFound);
    // Only performers send and only members receive; a member's e-mail address is no user name.
    expect(await post({ performer: 'demo', member: 'reader', text: 'Hoi' })).toMatchObject(notFound);
    expect(await post({ performer: username, member: performer(44).username, text: 'Hoi' })).toMatchObject(
      notFound,
    );
    expect(await post({ performer: username, member: 'demo@example.test', text: 'Hoi' })).toMatchObject(
      notFound,
    );
    expect(conversationWith('demo', id)).toBeUndefined();
    const page = await post({ performer: username, member: 'nobody-here', text: 'Hoi' }, false);
    expect(page.status).toBe(404);
    expect(page.body).toContain('No member is called nobody-here.');
  });

  it('shows the form with labels on the studio page, the performer filled in', async () => {
    const { username } = performer(45);
    const page = await (await fetch(`${sandbox.url}/sandbox/studio?username=${username}`)).text();
    expect(page).toContain('action="/sandbox/studio/messages"');
    expect(page).toMatch(new RegExp(`From performer <input name="performer" value="${username}"`));
    for (const label of ['To member <input name="member"', 'Text <input name="text"', 'name="picture"'])
      expect(page).toContain(label);
  });
});
