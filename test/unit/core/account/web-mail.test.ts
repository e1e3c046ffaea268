import { webMailFor } from '../../../../src/core/account/web-mail';

describe('webMailFor', () => {
  it('knows the four providers by domain, case-insensitively', () => {
    expect(webMailFor('a@gmail.com')?.name).toBe('Gmail');
    expect(webMailFor(' B@Hotmail.NL ')?.name).toBe('Outlook');
    expect(webMailFor('c@yahoo.com')?.url).toBe('https://mail.yahoo.com/');
    expect(webMailFor('d@ziggo.nl')?.name).toBe('Ziggo Mail');
  });

  it('offers nothing for another domain or a malformed address', () => {
    expect(webMailFor('e@example.test')).toBeNull();
    expect(webMailFor('no-at-sign')).toBeNull();
    expect(webMailFor('f@gmail.com.evil.test')).toBeNull();
  });
});
