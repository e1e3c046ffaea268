import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { isApiError } from '../../core/model/api-error';
import { html, page, type Markup } from './tool-html';

function show(c: Context, body: Markup, status = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(page('Phone', body), status as 200);
}

function sessionForm(session: string): Markup {
  return html`<form method="get">
    <label>IVR session <input name="session" value="${session}" required /></label> <button>Look up</button>
  </form>`;
}

/** The state of one IVR session and what the caller can do next. */
function callPanel(backend: FakeBackend, session: string): Markup {
  const snapshot = backend.world.ivrSession(session);
  if (!snapshot) return html`<p>Could not find your session.</p>`;
  const line = html`<p>
    Number ${snapshot.ivr.displaynumber}, tariff € ${snapshot.ivr.tariff.toFixed(2)} a minute. State:
    <strong>${snapshot.state}</strong>.
  </p>`;
  const hidden = html`<input type="hidden" name="session" value="${session}" />`;
  if (snapshot.state === 'pending') {
    return html`${line}
      <form method="post" action="/sandbox/phone/call">${hidden}<button>Call</button></form>`;
  }
  if (snapshot.state === 'in_call') {
    return html`${line}
      <p>The voice says: your pin code is <strong>${snapshot.pincode}</strong>. Enter it on the site.</p>
      <form method="post" action="/sandbox/phone/hangup">${hidden}<button>Hang up</button></form>`;
  }
  return line;
}

async function sessionOf(c: Context): Promise<string> {
  const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  return typeof form.session === 'string' ? form.session.trim() : '';
}

/**
 * /sandbox/phone: the visitor's telephone for the dial-in flow. Calling a pending session puts it
 * in_call and the IVR reads out the pin to enter on the site; hanging up ends it and credits the
 * member for every started minute.
 */
export function phoneTool(backend: FakeBackend): Hono {
  const tool = new Hono();
  tool.get('/', (c) => {
    const session = (c.req.query('session') ?? '').trim();
    return show(c, html`${sessionForm(session)}${session ? callPanel(backend, session) : ''}`);
  });
  const act = (name: 'call' | 'hangup') => async (c: Context) => {
    const session = await sessionOf(c);
    try {
      if (name === 'call') backend.world.phoneCall(session);
      else backend.world.hangUp(session);
    } catch (error) {
      const label = isApiError(error) ? error.label : 'unexpected';
      return show(
        c,
        html`${sessionForm(session)}
          <p>That did not work: ${label}</p>`,
        400,
      );
    }
    return c.redirect(`/sandbox/phone?session=${encodeURIComponent(session)}`, 303);
  };
  tool.post('/call', act('call'));
  tool.post('/hangup', act('hangup'));
  return tool;
}
