import { io } from 'socket.io-client';
import { startSandbox, type RunningSandbox } from '../../src/server/sandbox/start-sandbox';
import { createFakeWorld } from './fake-target';

/** The studio tool on the wire: the page, the form post, the JSON answer and bad input. */
let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, backend: createFakeWorld().backend });
});
afterAll(() => sandbox.close());

type Answer = { status: number; text: string; headers: Headers };

async function post(body: URLSearchParams | string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${sandbox.url}/sandbox/studio/status`, {
    method: 'POST',
    body,
    headers,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

async function get(path: string): Promise<Answer> {
  const response = await fetch(`${sandbox.url}${path}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** An offline performer of the sandbox's world, so any online status is a change. */
function offlinePerformer(): { id: number; username: string } {
  const performer = sandbox.backend.world.performers.all().find((p) => p.onlineStatus === 0);
  if (!performer) throw new Error('nobody offline');
  return performer;
}

const JSON_ACCEPT = { accept: 'application/json' };

describe('sandbox studio', () => {
  it('shows a look-up form with every performer name, and a performer with her status buttons', async () => {
    const { username } = offlinePerformer();
    const start = await get('/sandbox/studio');
    expect(start.status).toBe(200);
    expect(start.headers.get('cache-control')).toBe('no-store');
    expect(start.text).toContain(`<option value="${username}">`);
    const panel = await get(`/sandbox/studio?username=${username}`);
    expect(panel.text).toContain('<strong>Offline</strong>');
    expect(panel.text).toContain('following the schedule');
    for (const value of ['0', '1', '3', '5', '9', 'clear']) {
      expect(panel.text).toContain(`name="status" value="${value}"`);
    }
    const unknown = await get('/sandbox/studio?username=nobody_here');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No performer is called nobody_here.');
  });

  it('sets a status from the form and redirects back to the performer', async () => {
    const { id, username } = offlinePerformer();
    const answer = await post(new URLSearchParams({ username: username.toUpperCase(), status: '3' }));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(`/sandbox/studio?username=${username}`);
    expect(sandbox.backend.world.performers.get(id)?.onlineStatus).toBe(3);
    const panel = await get(`/sandbox/studio?username=${username}`);
    expect(panel.text).toContain('<strong>Free chat</strong>');
    expect(panel.text).toContain('set here');
    const profile = await fetch(`${sandbox.url}/sandbox/engine/profile/${id}`, {
      headers: { 'x-api-key': sandbox.engineKey },
    });
    expect(((await profile.json()) as { onlineStatus: number }).onlineStatus).toBe(3);
    await post(new URLSearchParams({ username, status: 'clear' }));
    expect(sandbox.backend.world.performers.get(id)?.onlineStatus).toBe(0);
  });

  it('answers JSON to a client that accepts it, form or JSON body alike', async () => {
    const { id, username } = offlinePerformer();
    const set = await post(new URLSearchParams({ username, status: '5' }), JSON_ACCEPT);
    expect(set.status).toBe(200);
    expect(JSON.parse(set.text)).toEqual({ performerId: id, username, onlineStatus: 5, override: 5 });
    const cleared = await post(JSON.stringify({ username, status: 'clear' }), {
      ...JSON_ACCEPT,
      'content-type': 'application/json',
    });
    expect(JSON.parse(cleared.text)).toEqual({ performerId: id, username, onlineStatus: 0, override: null });
  });

  it('refuses an unknown name with 404 and a bad status or missing name with 400, and keeps serving', async () => {
    const { username } = offlinePerformer();
    const unknown = await post(new URLSearchParams({ username: 'nobody_here', status: '1' }));
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('No performer is called nobody_here.');
    const unknownJson = await post(
      new URLSearchParams({ username: 'nobody_here', status: '1' }),
      JSON_ACCEPT,
    );
    expect(unknownJson).toMatchObject({ status: 404, text: '{"error":"notFound"}' });
    for (const status of ['2', '4', '8', 'vip', '', '1.0', ' 3']) {
      const bad = await post(new URLSearchParams({ username, status }), JSON_ACCEPT);
      expect(bad).toMatchObject({ status: 400, text: '{"error":"badRequest.validation"}' });
    }
    expect((await post(new URLSearchParams({ status: '1' }))).status).toBe(400);
    const broken = await post('{"username": ', { ...JSON_ACCEPT, 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(sandbox.backend.world.performers.statusOverrides()).toEqual([]);
    expect((await get('/sandbox/studio')).status).toBe(200);
  });

  it('reaches a guest socket with performerStatus', async () => {
    const { id, username } = offlinePerformer();
    const socket = io(`${sandbox.url}/member`, {
      path: '/sandbox/socket.io',
      transports: ['websocket'],
      auth: { key: sandbox.memberKey, token: null },
      reconnection: false,
    });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const heard = new Promise<unknown>((resolve) => socket.on('performerStatus', resolve));
    await post(new URLSearchParams({ username, status: '1' }));
    expect(await heard).toEqual({ performerId: id, onlineStatus: 1 });
    socket.close();
    await post(new URLSearchParams({ username, status: 'clear' }));
  });
});
