import { createElement, Suspense, use } from 'react';
import { renderPageHtml, type PageToRender } from '../../../../src/ui/renderer/render-page-html';

function Failing(): never {
  throw new Error('texts are missing');
}

async function html(result: ReadableStream | string): Promise<string> {
  return typeof result === 'string' ? result : new Response(result).text();
}

const page = (overrides: Partial<PageToRender>): PageToRender => ({
  isErrorPage: false,
  home: '/',
  nonce: 'n0nce',
  whole: false,
  ...overrides,
});

describe('renderPageHtml', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('renders the English fallback with details and a link home when the error page fails', async () => {
    const text = await html(
      await renderPageHtml(page({ isErrorPage: true, home: '/en' }), createElement(Failing)),
    );
    expect(text).toContain('An error occurred while showing the error page.');
    expect(text).toContain('texts are missing');
    expect(text).toContain('href="/en"');
    expect(text).toContain('lang="en"');
  });

  it('lets any other page’s failure through, so the error page can render', async () => {
    await expect(renderPageHtml(page({}), createElement(Failing))).rejects.toThrow('texts are missing');
    const ok = await renderPageHtml(page({ isErrorPage: true }), createElement('p', null, 'ok'));
    expect(await html(ok)).toBe('<p>ok</p>');
  });

  it('streams a boundary that completes after the shell, its script under the response’s nonce', async () => {
    let finish: () => void = () => {};
    const later = new Promise<void>((resolve) => (finish = resolve));
    function Later() {
      use(later);
      return createElement('p', null, 'the rest');
    }
    const element = createElement(
      'main',
      null,
      createElement('h1', null, 'shell'),
      createElement(Suspense, null, createElement(Later)),
    );
    const stream = await renderPageHtml(page({}), element);
    finish();
    const text = await html(stream);
    expect(text.indexOf('shell')).toBeLessThan(text.indexOf('the rest'));
    expect(text).toMatch(/<script nonce="n0nce">/);
  });
});
