import { renderPageHtml } from '../../../../src/ui/renderer/render-page-html';
import { ScrollLock } from '../../../../src/ui/app/scroll-lock';

describe('renderPageHtml', () => {
  const failing = () => {
    throw new Error('texts are missing');
  };

  it('renders the English fallback with details and a link home when the error page fails', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderPageHtml({ isErrorPage: true, home: '/en' }, failing);
    expect(html).toContain('An error occurred while showing the error page.');
    expect(html).toContain('texts are missing');
    expect(html).toContain('href="/en"');
    expect(html).toContain('lang="en"');
  });

  it('lets any other page’s failure through, so the error page can render', () => {
    expect(() => renderPageHtml({ isErrorPage: false, home: '/' }, failing)).toThrow('texts are missing');
    expect(renderPageHtml({ isErrorPage: true, home: '/' }, () => '<p>ok</p>')).toBe('<p>ok</p>');
  });
});

describe('ScrollLock', () => {
  it('freezes the page while any overlay is open, counting each once', () => {
    const body = { style: { overflow: '' } } as unknown as HTMLElement;
    const lock = new ScrollLock(() => body);
    const first = lock.acquire();
    const second = lock.acquire();
    expect([lock.count, body.style.overflow]).toEqual([2, 'hidden']);
    first();
    first();
    expect([lock.count, body.style.overflow]).toEqual([1, 'hidden']);
    second();
    expect([lock.count, body.style.overflow]).toEqual([0, '']);
  });
});
