import { clientPathOf, installLinkNavigation, type LinkRouter } from '../../src/ui/renderer/link-navigation';

const HERE = { href: 'http://localhost/en?page=2', origin: 'http://localhost' };

function link(attributes: Record<string, string>): HTMLAnchorElement {
  const element = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.textContent = 'a link';
  document.body.append(element);
  return element;
}

describe('clientPathOf', () => {
  afterEach(() => document.body.replaceChildren());

  it('renders the site’s own pages on the client, relative links resolved', () => {
    expect(clientPathOf(link({ href: '/en/profile/Lieke' }), HERE)).toBe('/en/profile/Lieke');
    expect(clientPathOf(link({ href: 'http://localhost/toy?x=1#top' }), HERE)).toBe('/toy?x=1#top');
    expect(clientPathOf(link({ href: 'free' }), HERE)).toBe('/free');
    expect(clientPathOf(link({ href: '?page=3' }), HERE)).toBe('/en?page=3');
  });

  it('leaves to the browser what is not a page of this site in this tab', () => {
    const links: Record<string, string>[] = [
      {},
      { href: '' },
      { href: '#main' },
      { href: '/en?page=2#main' },
      { href: 'https://example.com/en' },
      { href: 'mailto:help@example.com' },
      { href: '/en/legal', target: '_blank' },
      { href: '/en/legal', rel: 'external' },
      { href: '/statement.pdf', download: '' },
      { href: '/en?page=3', 'data-vike': 'false' },
    ];
    for (const attributes of links) expect(clientPathOf(link(attributes), HERE)).toBeNull();
  });
});

describe('installLinkNavigation', () => {
  const navigate = jest.fn<Promise<void>, [string, { keepScrollPosition?: boolean }?]>(() =>
    Promise.resolve(),
  );
  const prefetch = jest.fn<Promise<void>, [string]>(() => Promise.resolve());
  const router: LinkRouter = { navigate, prefetch };
  // jsdom does not scroll; the tests see what the page asked for.
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // One document for the file: the listeners stay, as they do for the life of a tab.
  installLinkNavigation(router);

  beforeEach(() => {
    navigate.mockClear();
    prefetch.mockClear();
    scrollTo.mockClear();
  });
  afterEach(() => document.body.replaceChildren());

  function click(target: Element, init: MouseEventInit = {}): MouseEvent {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
    target.dispatchEvent(event);
    return event;
  }

  it('tells vike to leave the links alone', () => {
    expect(window._disableAutomaticLinkInterception).toBe(true);
  });

  it('navigates on a plain left click on a link, or on what is inside it', () => {
    const card = link({ href: '/en/profile/Lieke' });
    const name = document.createElement('span');
    card.append(name);
    expect(click(name).defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/en/profile/Lieke', { keepScrollPosition: true });
  });

  it('opens the new page at its top once it is rendered, without vike reading the scroll first', async () => {
    const scrolls: string[] = [];
    let rendered: () => void = () => undefined;
    navigate.mockImplementationOnce(
      () => new Promise<void>((resolve) => (rendered = () => (scrolls.push('rendered'), resolve()))),
    );
    scrollTo.mockImplementationOnce((x, y) => void scrolls.push(`scrolled to ${String(x)},${String(y)}`));
    click(link({ href: '/en/messenger/Lieke' }));
    await Promise.resolve();
    expect(scrolls).toEqual([]);
    rendered();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(scrolls).toEqual(['rendered', 'scrolled to 0,0']);
  });

  it('leaves a link to a place in a page to vike, which scrolls to it', async () => {
    click(link({ href: '/en/legal/terms#refunds' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(navigate).toHaveBeenCalledWith('/en/legal/terms#refunds', { keepScrollPosition: false });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('lets the browser open a link in a new tab or window, and leaves other links alone', () => {
    const card = link({ href: '/en/profile/Lieke' });
    for (const init of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ])
      expect(click(card, init).defaultPrevented).toBe(false);
    expect(click(link({ href: 'https://example.com/' })).defaultPrevented).toBe(false);
    expect(click(document.body).defaultPrevented).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('loads a page’s code once when a link to it is pointed at, again after a failure', async () => {
    const card = link({ href: '/en/profile/Lieke#chat' });
    card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    card.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetch.mock.calls).toEqual([['/en/profile/Lieke']]);

    const other = link({ href: '/en/profile/Esmee' });
    prefetch.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    other.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await Promise.resolve();
    await Promise.resolve();
    other.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(prefetch.mock.calls.slice(1)).toEqual([['/en/profile/Esmee'], ['/en/profile/Esmee']]);
  });
});
