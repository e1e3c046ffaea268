import { pageData, sentAsJson } from '../../../../src/ui/renderer/page-data';

describe('a page data sent as JSON text', () => {
  it('reaches the page as the data the hook made', () => {
    const data = { kind: 'home', page: { items: [{ id: 1, username: 'Anna' }], total: 1 } };
    const pageContext = { data: sentAsJson(data) };
    expect(typeof pageContext.data).toBe('string');
    expect(pageData(pageContext)).toEqual(data);
  });

  it('is parsed once per pageContext, so every reader of a render shares one object', () => {
    const pageContext = { data: sentAsJson({ items: [1, 2] }) };
    expect(pageData(pageContext)).toBe(pageData(pageContext));
    const otherRequest = { data: pageContext.data };
    expect(pageData(otherRequest)).not.toBe(pageData(pageContext));
  });

  it('leaves a pageContext without a data text as it is (an error page, a test fixture)', () => {
    const data = { page: 'privacy' };
    expect(pageData({ data })).toBe(data);
    expect(pageData({})).toBeUndefined();
  });

  it("is the hook's own object on the server, which sends the text in its place", () => {
    const data = { items: [1, 2] };
    expect(pageData({ pageData: data, data: sentAsJson(data) })).toBe(data);
  });
});
