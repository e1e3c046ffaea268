import { parseMarkup, resolveLink } from '../../../../src/core/common/markup';

const origin = 'https://www.example.nl';

describe('parseMarkup', () => {
  it('keeps plain text as one text node', () => {
    expect(parseMarkup('hallo daar', { origin })).toEqual([{ type: 'text', text: 'hallo daar' }]);
  });

  it('parses bold, italic and newlines', () => {
    expect(parseMarkup('a **b** *c*\nd', { origin })).toEqual([
      { type: 'text', text: 'a ' },
      { type: 'bold', children: [{ type: 'text', text: 'b' }] },
      { type: 'text', text: ' ' },
      { type: 'italic', children: [{ type: 'text', text: 'c' }] },
      { type: 'break' },
      { type: 'text', text: 'd' },
    ]);
  });

  it('nests italic inside bold', () => {
    expect(parseMarkup('**a *b* c**', { origin })).toEqual([
      {
        type: 'bold',
        children: [
          { type: 'text', text: 'a ' },
          { type: 'italic', children: [{ type: 'text', text: 'b' }] },
          { type: 'text', text: ' c' },
        ],
      },
    ]);
  });

  it('leaves unmatched markers as text', () => {
    expect(parseMarkup('2 * 3 = 6', { origin })).toEqual([{ type: 'text', text: '2 * 3 = 6' }]);
  });

  it('opens external links in a new tab with nofollow noopener', () => {
    expect(parseMarkup('see [my site](https://other.com/x)', { origin })).toEqual([
      { type: 'text', text: 'see ' },
      {
        type: 'link',
        href: 'https://other.com/x',
        external: true,
        rel: 'nofollow noopener',
        target: '_blank',
        children: [{ type: 'text', text: 'my site' }],
      },
    ]);
  });

  it('gives internal links the site origin and nofollow', () => {
    expect(parseMarkup('[**profiel**](/profile/anna)', { origin })).toEqual([
      {
        type: 'link',
        href: 'https://www.example.nl/profile/anna',
        external: false,
        rel: 'nofollow',
        target: null,
        children: [{ type: 'bold', children: [{ type: 'text', text: 'profiel' }] }],
      },
    ]);
  });

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '//evil.com', 'mailto:a@b.c'])(
    'refuses %p and keeps only the text',
    (url) => {
      const nodes = parseMarkup(`[click](${url})`, { origin });
      expect(nodes.some((node) => node.type === 'link')).toBe(false);
      expect(nodes[0]).toEqual({ type: 'text', text: 'click' });
    },
  );

  it('replaces placeholders with capitalised names, in text only', () => {
    expect(
      parseMarkup('Hoi %member%, ik ben **%performer%**', { origin, member: 'jan', performer: 'anna' }),
    ).toEqual([
      { type: 'text', text: 'Hoi Jan, ik ben ' },
      { type: 'bold', children: [{ type: 'text', text: 'Anna' }] },
    ]);
  });

  it('never turns a name into markup', () => {
    const nodes = parseMarkup('%member%', { origin, member: '[x](https://evil.com)' });
    expect(nodes).toEqual([{ type: 'text', text: '[x](https://evil.com)' }]);
  });
});

describe('resolveLink', () => {
  it('treats www addresses as external https', () => {
    expect(resolveLink('www.other.com', origin)).toMatchObject({
      href: 'https://www.other.com/',
      external: true,
    });
  });

  it('treats same-host absolute addresses as internal', () => {
    expect(resolveLink('https://www.example.nl/free', origin)).toMatchObject({
      external: false,
      target: null,
    });
  });
});
