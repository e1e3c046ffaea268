import { parseCookieHeader, serializeSetCookie } from '../../../src/adapters/storage/cookie-header';

/** The cookie text of the browser and the server alike (the `cookie` package, with SPEC §3's flags). */

const VALUES = ['en', '{"username":"Zoë","loggedIn":true}', 'a;b, c=d %', ''];

function attributes(line: string): string[] {
  return line.split('; ').slice(1).sort();
}

function valueOf(line: string): string | undefined {
  return parseCookieHeader(line.split('; ')[0] ?? '').get('k');
}

describe('cookie text', () => {
  it.each([
    ['', []],
    [
      'a=1; b=2',
      [
        ['a', '1'],
        ['b', '2'],
      ],
    ],
    [
      ' a = 1 ;b=two words',
      [
        ['a', '1'],
        ['b', 'two words'],
      ],
    ],
    [
      'auth=%7B%22username%22%3A%22Zo%C3%AB%22%7D; i18n_redirected=en',
      [
        ['auth', '{"username":"Zoë"}'],
        ['i18n_redirected', 'en'],
      ],
    ],
    ['=nameless; named=1', [['named', '1']]],
    ['flag; eq=a=b', [['eq', 'a=b']]],
  ])('reads %j', (header, cookies) => {
    expect(parseCookieHeader(header)).toEqual(new Map(cookies as [string, string][]));
  });

  it('keeps the first of two cookies of one name and a value that is not valid percent-encoding', () => {
    expect(parseCookieHeader('dup=first; dup=second; stray=%E0%A4%A')).toEqual(
      new Map([
        ['dup', 'first'],
        ['stray', '%E0%A4%A'],
      ]),
    );
  });

  it.each(VALUES)('writes %j so that it reads back', (value) => {
    expect(valueOf(serializeSetCookie('k', value, { maxAgeSeconds: 86400, secure: true }))).toBe(value);
  });

  it('writes the flags: path /, SameSite lax, Max-Age, Secure only when asked', () => {
    expect(attributes(serializeSetCookie('k', 'v', { maxAgeSeconds: 0, secure: true }))).toEqual([
      'Max-Age=0',
      'Path=/',
      'SameSite=Lax',
      'Secure',
    ]);
    expect(attributes(serializeSetCookie('k', 'v', { maxAgeSeconds: 31536000, secure: false }))).toEqual([
      'Max-Age=31536000',
      'Path=/',
      'SameSite=Lax',
    ]);
    expect(attributes(serializeSetCookie('k', 'v', { secure: false }))).toEqual(['Path=/', 'SameSite=Lax']);
  });
});
