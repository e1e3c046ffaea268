import { createElement, Suspense, use } from 'react';
import { HydrationBoundary } from '../../../../src/ui/components/common/hydration-boundary';
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

  it('logs a part that fails as a part, and leaves the shell’s own failure to the page’s handler', async () => {
    const partReport = 'A part of the page failed to render on the server';
    await expect(renderPageHtml(page({}), createElement(Failing))).rejects.toThrow('texts are missing');
    expect(console.error).not.toHaveBeenCalledWith(partReport, expect.anything());
    const part = createElement(
      Suspense,
      { fallback: createElement('p', null, 'later') },
      createElement(Failing),
    );
    const text = await html(await renderPageHtml(page({}), createElement('main', null, part)));
    expect(text).toContain('later');
    expect(console.error).toHaveBeenCalledWith(
      partReport,
      expect.objectContaining({ message: 'texts are missing' }),
    );
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

  describe('a part marked to follow the shell', () => {
    let rendered: string[];
    function Part({ name }: { name: string }) {
      rendered.push(name);
      return createElement('li', null, name);
    }
    const grid = () =>
      createElement(
        'ul',
        null,
        createElement(Part, { name: 'first row' }),
        createElement(HydrationBoundary, {
          afterShell: true,
          children: createElement(Part, { name: 'the rest' }),
        }),
      );
    beforeEach(() => (rendered = []));

    it('renders only once the shell is sent, and streams after it', async () => {
      const stream = await renderPageHtml(page({}), grid());
      expect(rendered).toEqual(['first row']);
      const reader = (stream as ReadableStream<Uint8Array>).getReader();
      const shell = new TextDecoder().decode((await reader.read()).value);
      expect(shell).toContain('first row');
      expect(shell).not.toContain('the rest');
      let rest = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
        rest += new TextDecoder().decode(chunk.value);
      expect(rendered).toEqual(['first row', 'the rest']);
      expect(rest).toContain('the rest');
      expect(rest).toMatch(/<script nonce="n0nce">/);
    });

    it('goes in place when the page is rendered whole', async () => {
      const text = await html(await renderPageHtml(page({ whole: true }), grid()));
      expect(text).toContain('<li>first row</li><!--$--><li>the rest</li>');
      expect(text).not.toContain('<script');
    });
  });
});
