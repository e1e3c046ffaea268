import { BffCredentials } from '../../../src/adapters/session/bff-credentials';
import { toSessionMarker } from '../../../src/adapters/session/session-marker';
import { BrowserAuthCookieStorage } from '../../../src/adapters/storage/browser-auth-cookie-storage';
import { MemoryStorage } from '../../../src/adapters/storage/memory-storage';
import { RequestCookieStorage } from '../../../src/adapters/storage/request-cookie-storage';
import { ServerAuthCookieStorage } from '../../../src/adapters/storage/server-auth-cookie-storage';
import { readAuthState, storedToken, writeAuthState } from '../../../src/core/account/auth-state';

const TOKEN = 'eyJhbGciOiJGQUtFIn0.eyJpZCI6NDIsImV4cCI6NDEwMjQ0NDgwMCwibWV0YSI6eyJsZWdhY3kiOmZhbHNlfX0.c2ln';
const MARKER = toSessionMarker(TOKEN);
const member = { token: TOKEN, isLegacy: false, ageVerified: true, username: 'demo', loggedIn: true };

/** The readable auth cookie under its name with Secure cookies, or under `name`. */
function authCookie(token: string, name = '__Host-auth'): string {
  return `${name}=${encodeURIComponent(JSON.stringify({ ...member, token }))}`;
}

function serverCookies(header: string | null, secure = true): ServerAuthCookieStorage {
  return new ServerAuthCookieStorage(new RequestCookieStorage(header, secure), secure);
}

describe('ServerAuthCookieStorage', () => {
  it('writes the token to the HttpOnly cookie and only its marker to the readable auth cookie', () => {
    const cookies = serverCookies(null);
    writeAuthState(cookies, member);
    const [auth, token] = cookies.setCookieHeaders();
    expect(auth).toMatch(/^__Host-auth=.*; Secure/);
    expect(decodeURIComponent(auth ?? '')).toContain(`"token":"${MARKER}"`);
    expect(auth).not.toContain(TOKEN);
    // The page must read this one: no HttpOnly among its attributes.
    expect(auth?.split(';').slice(1).join(';')).not.toMatch(/HttpOnly/i);
    expect(token).toMatch(new RegExp(`^__Host-session=${TOKEN};`));
    expect(token).toMatch(/HttpOnly/i);
    expect(readAuthState(cookies).token).toBe(TOKEN);
  });

  it('gives the core the real token when the readable marker matches the HttpOnly cookie', () => {
    const cookies = serverCookies(`${authCookie(MARKER)}; __Host-session=${TOKEN}`);
    expect(storedToken(cookies)).toBe(TOKEN);
  });

  it('counts a marker without its token cookie, or of another token, as logged out', () => {
    expect(readAuthState(serverCookies(authCookie(MARKER))).loggedIn).toBe(false);
    const other = toSessionMarker(TOKEN.replace('NDIs', 'NDMs'));
    expect(readAuthState(serverCookies(`${authCookie(other)}; __Host-session=${TOKEN}`)).loggedIn).toBe(
      false,
    );
  });

  it('never takes a token from the readable cookie: one planted there is a guest', () => {
    for (const header of [authCookie(TOKEN), authCookie(TOKEN, 'auth')]) {
      const cookies = serverCookies(header);
      expect(readAuthState(cookies)).toMatchObject({ token: null, loggedIn: false });
      expect(storedToken(cookies)).toBeNull();
      writeAuthState(cookies, readAuthState(cookies));
      expect(cookies.setCookieHeaders().join('\n')).not.toContain('__Host-session=');
    }
    // Without Secure the plain names are the current ones: the same holds.
    expect(storedToken(serverCookies(authCookie(TOKEN, 'auth'), false))).toBeNull();
  });

  it('gives the core no key that reaches the HttpOnly cookie', () => {
    expect(serverCookies(`__Host-session=${TOKEN}`).get('session')).toBeNull();
  });

  it('clears the HttpOnly cookie when the state is logged out', () => {
    const cookies = serverCookies(`${authCookie(MARKER)}; __Host-session=${TOKEN}`);
    writeAuthState(cookies, { ...member, token: null, loggedIn: false });
    expect(cookies.setCookieHeaders().join('\n')).toMatch(/__Host-session=;.*Max-Age=0/i);
  });

  it('uses the plain names when cookies are not Secure', () => {
    const cookies = serverCookies(null, false);
    writeAuthState(cookies, member);
    expect(cookies.setCookieHeaders()[0]).toMatch(/^auth=/);
    expect(cookies.setCookieHeaders()[1]).toMatch(/^session=/);
    const again = serverCookies(`${authCookie(MARKER, 'auth')}; session=${TOKEN}`, false);
    expect(storedToken(again)).toBe(TOKEN);
  });
});

describe('BrowserAuthCookieStorage', () => {
  it('never writes a token to the readable cookie, only its marker', () => {
    const raw = new MemoryStorage();
    writeAuthState(new BrowserAuthCookieStorage(raw), member);
    expect(raw.get('auth')).not.toContain(TOKEN);
    expect(JSON.parse(raw.get('auth') ?? '{}')).toMatchObject({
      token: MARKER,
      loggedIn: true,
      username: 'demo',
    });
  });
});

describe('BffCredentials', () => {
  it('asks the site to clear the token cookie when a session ends, not when none was held', async () => {
    const cleared: string[] = [];
    const credentials = new BffCredentials(
      () => null,
      () => cleared.push('cleared'),
    );
    credentials.set(null);
    credentials.set(MARKER);
    expect(credentials.token()).toBe(MARKER);
    credentials.set(null);
    await Promise.resolve();
    expect(cleared).toEqual(['cleared']);
  });

  it('reads the stored token when first used, not when made, and once', () => {
    let reads = 0;
    const credentials = new BffCredentials(
      () => {
        reads += 1;
        return MARKER;
      },
      () => undefined,
    );
    expect(reads).toBe(0);
    expect(credentials.token()).toBe(MARKER);
    expect(credentials.token()).toBe(MARKER);
    expect(reads).toBe(1);
  });

  it('keeps a token set before the stored one was ever read', () => {
    const credentials = new BffCredentials(
      () => MARKER,
      () => undefined,
    );
    credentials.set(TOKEN);
    expect(credentials.token()).toBe(TOKEN);
  });

  it('keeps the cookie when a new session starts in the same turn (a reset link)', async () => {
    const cleared: string[] = [];
    const credentials = new BffCredentials(
      () => MARKER,
      () => cleared.push('cleared'),
    );
    credentials.set(null);
    credentials.set(TOKEN);
    await Promise.resolve();
    expect(cleared).toEqual([]);
  });
});
