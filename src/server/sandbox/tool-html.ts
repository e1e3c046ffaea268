/** Minimal server-rendered pages for the sandbox tools; every interpolated value is escaped. */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A tagged template that escapes every value unless it is already markup from `html`. */
export class Markup {
  constructor(readonly text: string) {}
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Markup {
  const render = (value: unknown): string => {
    if (value instanceof Markup) return value.text;
    if (Array.isArray(value)) return value.map(render).join('');
    if (value === null || value === undefined || value === false) return '';
    return escapeHtml(value);
  };
  return new Markup(
    strings.reduce(
      (out, part, index) => out + part + (index < values.length ? render(values[index]) : ''),
      '',
    ),
  );
}

/** The tools' stylesheet, served at TOOL_STYLESHEET_PATH: a file, so the pages need no inline style. */
export const TOOL_STYLESHEET = `body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}
button{font-size:1rem;padding:.4rem 1rem;margin-right:.5rem}label{display:block;margin:.5rem 0}
.note{color:#555}.inline{display:inline}`;
export const TOOL_STYLESHEET_PATH = '/sandbox/tool.css';

/** A whole page with the sandbox banner, so nobody mistakes it for a real provider. */
export function page(title: string, body: Markup): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · sandbox</title>
        <link rel="stylesheet" href="${TOOL_STYLESHEET_PATH}" />
      </head>
      <body>
        <p class="note">Sandbox tool: a stand-in for the outside world, not part of the site.</p>
        <h1>${title}</h1>
        ${body}
      </body>
    </html>`.text;
}

/** Sends a tool's page, never cached: it shows the sandbox's state of the moment. */
export function sendPage(
  c: Context,
  title: string,
  body: Markup,
  status: ContentfulStatusCode = 200,
): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(page(title, body), status);
}
