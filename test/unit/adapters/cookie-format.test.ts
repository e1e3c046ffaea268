import { parseCookies, serializeCookie } from '../../../src/adapters/storage/cookie-format';
import { parseCookieHeader, serializeSetCookie } from '../../../src/adapters/storage/cookie-header';

/** The browser's hand-written cookie text and the server's `cookie` package must read and write alike. */

const HEADERS = [
  '',
  'a=1; b=2',
  ' a = 1 ;b=two words',
  'auth=%7B%22username%22%3A%22Zo%C3%AB%22%7D; i18n_redirected=en',
  'dup=first; dup=second',
  'stray=%E0%A4%A; ok=1',
  '=nameless; named=1',
  'flag; eq=a=b',
];

const VALUES = ['en', '{"username":"Zoë","loggedIn":true}', 'a;b, c=d %', ''];

function attributes(line: string): string[] {
  return line.split('; ').slice(1).sort();
}

function valueOf(line: string, read: (header: string) => Map<string, string>): string | undefined {
  return read(line.split('; ')[0] ?? '').get('k');
}

describe('cookie text in the browser and on the server', () => {
  it.each(HEADERS)('reads %j to the same cookies', (header) => {
    expect(parseCookies(header)).toEqual(parseCookieHeader(header));
  });

  it('keeps the first of two cookies of one name and a value that is not valid percent-encoding', () => {
    expect(parseCookies('dup=first; dup=second; stray=%E0%A4%A')).toEqual(
      new Map([
        ['dup', 'first'],
        ['stray', '%E0%A4%A'],
      ]),
    );
  });

  it.each(VALUES)('writes %j so that either side reads it back', (value) => {
    for (const line of [
      serializeCookie('k', value, { maxAgeSeconds: 86400, secure: true }),
      serializeSetCookie('k', value, { maxAgeSeconds: 86400, secure: true }),
    ]) {
      expect(valueOf(line, parseCookies)).toBe(value);
      expect(valueOf(line, parseCookieHeader)).toBe(value);
    }
  });

  it('writes the same flags: path /, SameSite lax, Max-Age, Secure only when asked', () => {
    const options = [
      { maxAgeSeconds: 0, secure: true },
      { maxAgeSeconds: 31536000, secure: false },
      { secure: false },
    ];
    for (const option of options) {
      const browser = attributes(serializeCookie('k', 'v', option));
      expect(browser).toEqual(attributes(serializeSetCookie('k', 'v', option)));
      expect(browser).toEqual(expect.arrayContaining(['Path=/', 'SameSite=Lax']));
      expect(browser.includes('Secure')).toBe(option.secure);
    }
  });
});
