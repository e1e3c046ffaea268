import type { ChatEvent } from '../../src/core/live-chat/chat.model';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from './fake-target';
import { postStudio, type StudioAnswer } from './studio-post';

/** The studio's live chat controls on the wire: room settings and actions, JSON and forms. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend });
});
afterAll(() => sandbox.close());

function post(path: string, body: object, json = true): Promise<StudioAnswer> {
  return postStudio(`${sandbox.url}/sandbox/studio/rooms/${path}`, body, json);
}

function performer(): { id: number; username: string } {
  return sandbox.backend.world.performers.all()[3]!;
}

function listen(id: number): ChatEvent[] {
  const events: ChatEvent[] = [];
  sandbox.backend.world.subscribeRoom(`performer-${id}`, (event) => events.push(event));
  return events;
}

describe('sandbox studio: live chat rooms', () => {
  it('changes a room’s settings and answers them as JSON', async () => {
    const { id } = performer();
    const answer = await post(`${id}`, { vipAnswer: 'decline', guestLimitSeconds: 5, billingSpeed: 60 });
    expect(answer).toMatchObject({
      status: 200,
      body: { vipAnswer: 'decline', guestLimitSeconds: 5, billingSpeed: 60 },
    });
    expect(sandbox.backend.world.chat.settings.acceptsVip(id)).toBe(false);
  });

  it('starts free chat and turns the toy on, and the room hears both', async () => {
    const { id } = performer();
    const events = listen(id);
    expect((await post(`${id}`, { freeChat: true, toy: true })).status).toBe(200);
    expect(sandbox.backend.world.performers.statusOf(id)).toBe(3);
    expect(events.map((event) => event.name)).toEqual(
      expect.arrayContaining(['updatedSettings', 'startFreeChat']),
    );
    expect(events.find((e) => e.name === 'updatedSettings' && e.payload.toyActive === true)).toBeDefined();
  });

  it('runs actions: a performer line, closing the room; a form post redirects back to her page', async () => {
    const { id, username } = performer();
    const events = listen(id);
    expect((await post(`${id}/actions`, { do: 'say', message: 'Hallo iedereen' })).status).toBe(200);
    expect(events.at(-1)).toEqual({
      name: 'message',
      payload: { nickname: username, message: 'Hallo iedereen', messageType: 'room' },
    });
    const form = await post(`${id}/actions`, { do: 'close' }, false);
    expect(form.status).toBe(303);
    expect(form.location).toBe(`/sandbox/studio?username=${username}`);
    expect(events.at(-1)).toEqual({ name: 'roomClosed', payload: { reason: 'default' } });
  });

  it('refuses bad input with 400 and an unknown performer, changing nothing', async () => {
    const { id } = performer();
    const before = sandbox.backend.world.chat.settings.get(id);
    expect((await post(`${id}`, { billingSpeed: 0 })).status).toBe(400);
    expect((await post(`${id}`, { vipAnswer: 'maybe' })).status).toBe(400);
    expect((await post(`${id}/actions`, { do: 'dance' })).status).toBe(400);
    expect((await post(`${id}/actions`, { do: 'say', message: '' })).status).toBe(400);
    expect((await post('999999', { billingSpeed: 2 })).status).toBe(400);
    expect(sandbox.backend.world.chat.settings.get(id)).toEqual(before);
  });

  it('shows the room controls on the performer’s studio page', async () => {
    const { username } = performer();
    const page = await (await fetch(`${sandbox.url}/sandbox/studio?username=${username}`)).text();
    for (const label of [
      'Start free chat',
      'Toy on',
      'Stop the VIP show',
      'Close the room',
      'Kick nickname',
      'Billing speed',
    ])
      expect(page).toContain(label);
  });
});
