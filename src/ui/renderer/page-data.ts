// A page's data travels to the browser as one JSON text: vike's serializer walks an object value by
// value (to carry Dates, undefined and Maps), which for a grid page's sixty performers cost more
// than rendering a tenth of the page; a text it escapes in one pass. The data is plain JSON already
// (the backend sent it so), so nothing is lost. The server keeps the +data hook's object
// (`pageData`) and sends the text in its place (+onBeforeRender); the browser parses it once.

/** The page's data as the server sends it: one JSON text (none for a page without data). */
export function sentAsJson(data: unknown): string | undefined {
  return data === undefined ? undefined : JSON.stringify(data);
}

const parsed = new WeakMap<object, unknown>();

/**
 * The page's data: on the server the hook's own object; in the browser parsed once per pageContext
 * from the text the server sent (a page without a data hook, or an error page, has none). A
 * pageContext that carries the data itself is taken as it is.
 */
export function pageData<T>(pageContext: { data?: unknown; pageData?: unknown }): T {
  if (pageContext.pageData !== undefined) return pageContext.pageData as T;
  const { data } = pageContext;
  if (typeof data !== 'string') return data as T;
  if (!parsed.has(pageContext)) parsed.set(pageContext, JSON.parse(data));
  return parsed.get(pageContext) as T;
}
