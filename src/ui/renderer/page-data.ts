// A page's data travels to the browser as one JSON text: vike's serializer walks an object value by
// value (to carry Dates, undefined and Maps), which for a grid page's sixty performers cost more
// than rendering a tenth of the page; a text it escapes in one pass. The data is plain JSON already
// (the backend sent it so), so nothing is lost.

/** What a `+data` hook returns: the page's data as JSON text. */
export async function sentAsJson(data: unknown): Promise<string> {
  return JSON.stringify(await data);
}

const parsed = new WeakMap<object, unknown>();

/**
 * The page's data, parsed once per pageContext, on the server and in the browser alike (a page
 * without a data hook, or an error page, has none). A pageContext that carries the data itself is
 * taken as it is.
 */
export function pageData<T>(pageContext: { data?: unknown }): T {
  const { data } = pageContext;
  if (typeof data !== 'string') return data as T;
  if (!parsed.has(pageContext)) parsed.set(pageContext, JSON.parse(data));
  return parsed.get(pageContext) as T;
}
