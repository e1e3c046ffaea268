import { toSessionMarker } from '../../../src/adapters/session/session-marker';
import { BrowserCookieStorage } from '../../../src/adapters/storage/browser-cookie-storage';
import { parseCookieHeader } from '../../../src/adapters/storage/cookie-header';
import { RequestCookieStorage } from '../../../src/adapters/storage/request-cookie-storage';
import { ServerAuthCookieStorage } from '../../../src/adapters/storage/server-auth-cookie-storage';
import { readAuthState, storedToken } from '../../../src/core/account/auth-state';

const TOKEN = 'eyJhbGciOiJGQUtFIn0.eyJpZCI6NDIsImV4cCI6NDEwMjQ0NDgwMCwibWV0YSI6eyJsZWdhY3kiOmZhbHNlfX0.c2ln';
const MARKER = toSessionMarker(TOKEN);

function cookie(name: string, value: unknown): string {
  return `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`;
}

/** The Set-Cookie lines by cookie name: value and attributes. */
function written(storage: { setCookieHeaders(): readonly string[] }): Map<string, string> {
  return new Map(
    storage.setCookieHeaders().map((line) => {
      const index = line.indexOf('=');
      return [line.slice(0, index), decodeURIComponent(line.slice(index + 1))];
    }),
  );
}

describe('RequestCookieStorage', () => {
  it('keeps each key under the __Host- name with Secure cookies, Secure and of path /', () => {
    const cookies = new RequestCookieStorage('__Host-dialIn=%7B%7D', true);
    expect(cookies.get('dialIn')).toBe('{}');
    cookies.set('wallet', '{"walletValidated":true}');
    cookies.remove('dialIn');
    expect(cookies.setCookieHeaders()).toEqual([
      '__Host-wallet=%7B%22walletValidated%22%3Atrue%7D; Max-Age=86400; Path=/; Secure; SameSite=Lax',
      '__Host-dialIn=; Max-Age=0; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('keeps the plain names without Secure cookies, where the prefix is not allowed', () => {
    const cookies = new RequestCookieStorage('dialIn=%7B%7D; __Host-wallet=x', false);
    expect([cookies.get('dialIn'), cookies.get('wallet')]).toEqual(['{}', null]);
    cookies.set('wallet', 'y');
    expect(cookies.setCookieHeaders()).toEqual(['wallet=y; Max-Age=86400; Path=/; SameSite=Lax']);
  });

  it('moves the chosen language and a phone session to the new names in the same response', () => {
    const dialIn = { session: 'abc', state: 'in_call', active: true };
    const cookies = new RequestCookieStorage(
      `${cookie('i18n_redirected', 'de')}; ${cookie('dialIn', dialIn)}`,
      true,
    );
    expect(cookies.get('i18n_redirected')).toBe('de');
    expect(JSON.parse(cookies.get('dialIn') ?? 'null')).toEqual(dialIn);
    const lines = written(cookies);
    expect(lines.get('i18n_redirected')).toMatch(/^; Max-Age=0; Path=\/; Secure/);
    expect(lines.get('__Host-i18n_redirected')).toMatch(/^de; Max-Age=31536000; Path=\/; Secure/);
    expect(lines.get('dialIn')).toMatch(/^; Max-Age=0;/);
    expect(lines.get('__Host-dialIn')).toContain('Max-Age=86400');
  });

  it('lets the cookie of the new name win, and clears the old one', () => {
    const cookies = new RequestCookieStorage('i18n_redirected=de; __Host-i18n_redirected=en', true);
    expect(cookies.get('i18n_redirected')).toBe('en');
    expect([...written(cookies).keys()]).toEqual(['i18n_redirected']);
  });

  it('clears the old wallet state without moving it: the wallet is validated again', () => {
    const cookies = new RequestCookieStorage(cookie('wallet', { walletValidated: true }), true);
    expect(cookies.get('wallet')).toBeNull();
    expect([...written(cookies).keys()]).toEqual(['wallet']);
  });

  it('sends nothing for a request without cookies of the old names', () => {
    expect(new RequestCookieStorage('__Host-i18n_redirected=en; other=1', true).setCookieHeaders()).toEqual(
      [],
    );
  });
});

describe('the auth cookie of the name before the __Host- prefix', () => {
  function serverCookies(header: string): ServerAuthCookieStorage {
    return new ServerAuthCookieStorage(new RequestCookieStorage(header, true), true);
  }

  it("moves a member's own state: its marker is of the session the HttpOnly cookie holds", () => {
    const auth = { token: MARKER, loggedIn: true, username: 'demo', ageVerified: true };
    const cookies = serverCookies(`${cookie('auth', auth)}; __Host-session=${TOKEN}`);
    expect(storedToken(cookies)).toBe(TOKEN);
    expect(readAuthState(cookies).username).toBe('demo');
    expect(JSON.parse(written(cookies).get('__Host-auth')?.split(';')[0] ?? 'null')).toEqual(auth);
    expect(written(cookies).has('__Host-session')).toBe(false);
  });

  it("moves a guest's answer to the age question", () => {
    const cookies = serverCookies(cookie('auth', { token: null, ageVerified: true, loggedIn: false }));
    expect(readAuthState(cookies).ageVerified).toBe(true);
    expect(written(cookies).has('__Host-auth')).toBe(true);
  });

  it('ignores and clears one holding a token, or the marker of another session', () => {
    const other = toSessionMarker(TOKEN.replace('NDIs', 'NDMs'));
    for (const header of [
      cookie('auth', { token: TOKEN, loggedIn: true, username: 'planted' }),
      `${cookie('auth', { token: other, loggedIn: true, username: 'planted' })}; __Host-session=${TOKEN}`,
      'auth=not-json',
    ]) {
      const cookies = serverCookies(header);
      expect(readAuthState(cookies)).toMatchObject({ token: null, loggedIn: false, username: null });
      expect([...written(cookies).keys()]).toEqual(['auth']);
    }
  });
});

describe('BrowserCookieStorage', () => {
  let jar: Map<string, string>;
  const lines: string[] = [];

  beforeEach(() => {
    jar = new Map();
    lines.length = 0;
    // document.cookie as a jar: reading lists the cookies, writing sets or (Max-Age=0) removes one.
    Object.defineProperty(globalThis, 'document', {
      configurable: true,
      value: {
        get cookie() {
          return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
        },
        set cookie(line: string) {
          lines.push(line);
          const [pair = ''] = line.split('; ');
          const index = pair.indexOf('=');
          if (line.includes('Max-Age=0')) jar.delete(pair.slice(0, index));
          else jar.set(pair.slice(0, index), pair.slice(index + 1));
        },
      },
    });
  });

  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('reads and writes the __Host- names with Secure cookies, Secure and of path /', () => {
    const storage = new BrowserCookieStorage(true);
    storage.set('auth', '{"token":null}');
    expect(lines[0]).toBe(
      '__Host-auth=%7B%22token%22%3Anull%7D; Max-Age=86400; Path=/; Secure; SameSite=Lax',
    );
    expect(storage.get('auth')).toBe('{"token":null}');
    jar.set('wallet', 'old');
    expect(storage.get('wallet')).toBeNull();
    storage.remove('auth');
    expect(parseCookieHeader(document.cookie).has('__Host-auth')).toBe(false);
  });

  it('reads and writes the plain names without Secure cookies', () => {
    const storage = new BrowserCookieStorage(false);
    storage.set('dialIn', '{}');
    expect(lines[0]).toMatch(/^dialIn=/);
    expect(lines[0]).not.toContain('Secure');
    expect(storage.get('dialIn')).toBe('{}');
  });
});
