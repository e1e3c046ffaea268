import type { Hono } from 'hono';
import { toSessionMarker } from '../../../../src/adapters/session/session-marker';
import type { BackendUrls } from '../../../../src/config/backend-config';
import { bffRoutes } from '../../../../src/server/bff/bff-routes';
import {
  ISSUED_TOKEN,
  REFUSED_TOKEN,
  startRecordingBackend,
  testToken,
  type Received,
} from './recording-backend';

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;

beforeAll(async () => {
  backend = await startRecordingBackend();
});
afterAll(() => backend.close());
beforeEach(() => {
  backend.calls.length = 0;
});

function bff(options: { secure?: boolean; urls?: BackendUrls; maxBodyBytes?: number } = {}): Hono {
  return bffRoutes({
    backend: () => options.urls ?? backend.urls,
    secureCookies: () => options.secure ?? true,
    maxBodyBytes: options.maxBodyBytes,
    timeoutMs: 2000,
  });
}

const MEMBER_TOKEN = testToken(42, 'cmVhbC1zaWduYXR1cmU');
const SESSION = `__Host-session=${MEMBER_TOKEN}; auth=readable; other=1`;

function lastCall(): Received {
  const call = backend.calls.at(-1);
  if (!call) throw new Error('the backend got no call');
  return call;
}

describe('the backend-for-frontend', () => {
  it("forwards a call to an API's own address (the geolocation lookup is GET /api/geo)", async () => {
    const response = await bff().request('/geo?ip=1');
    expect(response.status).toBe(200);
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/geo', search: '?ip=1' });
    expect(lastCall().headers['x-api-key']).toBeUndefined();
  });

  it('keeps a new login token in an HttpOnly __Host- cookie and gives the page only its marker', async () => {
    const response = await bff().request('/member/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(ISSUED_TOKEN);
    expect(JSON.parse(body)).toEqual({ token: toSessionMarker(ISSUED_TOKEN) });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`__Host-session=${ISSUED_TOKEN}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).not.toMatch(/Domain/i);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('names the cookie without the __Host- prefix, and not Secure, when cookies are not Secure', async () => {
    const response = await bff({ secure: false }).request('/member/login', { method: 'POST', body: '{}' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).not.toMatch(/Secure/i);
  });

  it('adds the API key and the cookie token to a call that presents the marker, and forwards no cookie', async () => {
    const response = await bff().request('/member/basic-info?x=1&y=2', {
      headers: {
        cookie: SESSION,
        'x-token': toSessionMarker(MEMBER_TOKEN),
        'x-lang': 'en',
        'accept-language': 'en-GB',
        'x-api-key': 'browser-chosen',
        authorization: 'Basic abc',
      },
    });
    expect(response.status).toBe(200);
    const call = lastCall();
    expect([call.method, call.path, call.search]).toEqual(['GET', '/member/basic-info', '?x=1&y=2']);
    expect(call.headers['x-api-key']).toBe('member-key');
    expect(call.headers['x-token']).toBe(MEMBER_TOKEN);
    expect(call.headers['x-lang']).toBe('en');
    expect(call.headers['accept-language']).toBe('en-GB');
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers.authorization).toBeUndefined();
    // The backend's own cookies stay behind too; its cache header comes through.
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sends the engine key to the engine and streams the body with its method and type', async () => {
    await bff().request('/engine/inbox/9/message', {
      method: 'POST',
      headers: {
        cookie: SESSION,
        'x-token': toSessionMarker(MEMBER_TOKEN),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ text: 'hallo' }),
    });
    const call = lastCall();
    expect([call.method, call.path, call.body]).toEqual([
      'POST',
      '/engine/inbox/9/message',
      '{"text":"hallo"}',
    ]);
    expect(call.headers['x-api-key']).toBe('engine-key');
    expect(call.headers['x-token']).toBe(MEMBER_TOKEN);
    expect(call.headers['content-type']).toBe('application/json');
  });

  it('sends no token for a marker of another session, or for a guest', async () => {
    await bff().request('/member/credits', {
      headers: { cookie: SESSION, 'x-token': toSessionMarker(testToken(5)) },
    });
    expect(lastCall().headers['x-token']).toBeUndefined();
    await bff().request('/member/credits', { headers: { cookie: SESSION } });
    expect(lastCall().headers['x-token']).toBeUndefined();
  });

  it('passes a chat join token on as it is and leaves the chat join answer alone', async () => {
    const response = await bff().request('/member/chat/join', {
      method: 'POST',
      headers: { cookie: SESSION, 'x-token': toSessionMarker(MEMBER_TOKEN) },
      body: '{}',
    });
    expect(await response.json()).toEqual({ token: 'chat-join-token', room: 'r1' });
    expect(response.headers.get('set-cookie')).toBeNull();
    await bff().request('/engine/chat/tip', {
      method: 'POST',
      headers: { 'x-token': 'chat-join-token' },
      body: '{}',
    });
    expect(lastCall().headers['x-token']).toBe('chat-join-token');
  });

  it('adopts a token from a link when the session starts with it', async () => {
    const fromLink = testToken(77, 'bGluaw');
    const response = await bff().request('/member/basic-info', { headers: { 'x-token': fromLink } });
    expect(lastCall().headers['x-token']).toBe(fromLink);
    expect(response.headers.get('set-cookie')).toContain(`__Host-session=${fromLink}`);
  });

  it('does not adopt a token the backend refuses', async () => {
    const response = await bff().request('/member/basic-info', { headers: { 'x-token': REFUSED_TOKEN } });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('puts the cookie token in the wallet validation body in place of the marker', async () => {
    await bff().request('/wallet/validate', {
      method: 'POST',
      headers: { cookie: SESSION, 'content-type': 'application/json' },
      body: JSON.stringify({ token: toSessionMarker(MEMBER_TOKEN) }),
    });
    const call = lastCall();
    expect(call.path).toBe('/wallet/validate');
    expect(JSON.parse(call.body)).toEqual({ token: MEMBER_TOKEN });
    expect(call.headers['x-api-key']).toBeUndefined();
  });

  it('answers a wallet validation of a session the browser no longer holds as not valid, calling nothing', async () => {
    const before = backend.calls.length;
    const response = await bff().request('/wallet/validate', {
      method: 'POST',
      headers: { cookie: SESSION, 'content-type': 'application/json' },
      body: JSON.stringify({ token: toSessionMarker(testToken(7, 'b2xkLXNpZ25hdHVyZQ')) }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ valid: false });
    expect(backend.calls.length).toBe(before);
  });

  it('clears the HttpOnly cookie on logout', async () => {
    const response = await bff().request('/session', { method: 'DELETE', headers: { cookie: SESSION } });
    expect(response.status).toBe(204);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-session=;/);
    expect(cookie).toMatch(/Max-Age=0/i);
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('refuses an oversized body with 413 before calling the backend', async () => {
    const response = await bff({ maxBodyBytes: 100 }).request('/member/member', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '200' },
      body: 'x'.repeat(200),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'badRequest.validation' });
    expect(backend.calls).toHaveLength(0);
  });

  it('answers 502 with a JSON error, no stack, when the backend is down', async () => {
    const down = { ...backend.urls, memberUrl: 'http://127.0.0.1:9/member' };
    const response = await bff({ urls: down }).request('/member/basic-info');
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'network' });
  });

  it('answers 404 for paths outside its APIs', async () => {
    expect((await bff().request('/elsewhere')).status).toBe(404);
    expect(backend.calls).toHaveLength(0);
  });
});
