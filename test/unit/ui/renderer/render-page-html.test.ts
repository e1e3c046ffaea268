import { renderPageHtml } from '../../../../src/ui/renderer/render-page-html';

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
