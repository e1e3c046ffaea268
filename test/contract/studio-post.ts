/** What a sandbox studio tool answered: status, JSON (or the page's text), and a redirect. */
export interface StudioAnswer {
  status: number;
  body: unknown;
  location: string | null;
}

/** Posts to a studio tool as a script does (JSON, asking for JSON) or as a browser's form does. */
export async function postStudio(url: string, body: object, json = true): Promise<StudioAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    body: json ? JSON.stringify(body) : new URLSearchParams(body as Record<string, string>),
    headers: json ? { 'content-type': 'application/json', accept: 'application/json' } : {},
    redirect: 'manual',
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text.startsWith('{') ? JSON.parse(text) : text,
    location: response.headers.get('location'),
  };
}
