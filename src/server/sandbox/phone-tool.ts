import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import type { IvrSnapshot } from '../../adapters/fake/world/ivr-record';
import { isApiError } from '../../core/common/api-error.model';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { html, sendPage, type Markup } from './tool-html';

type PhoneAction = 'call' | 'press1' | 'hangup' | 'expire';

function show(c: Context, body: Markup, status = 200): Response {
  return sendPage(c, 'Phone', body, status as ContentfulStatusCode);
}

function sessionForm(session: string): Markup {
  return html`<form method="get">
    <label>IVR session <input name="session" value="${session}" required /></label> <button>Look up</button>
  </form>`;
}

/** The live sessions, so a person can pick the one the site shows without copying its id. */
function liveList(backend: FakeBackend): Markup {
  const live = backend.world.liveIvrSessions();
  if (live.length === 0) return html`<p>No session is waiting for a call.</p>`;
  return html`<ul>
    ${live.map(
      (s) =>
        html`<li>
          <a href="/sandbox/phone?session=${encodeURIComponent(s.ivr.session)}">${s.ivr.session}</a>
          (${s.ivr.displaynumber}, ${s.state})
        </li>`,
    )}
  </ul>`;
}

function button(session: string, action: PhoneAction, label: string): Markup {
  return html`<form method="post" action="/sandbox/phone/${action}" class="inline">
    <input type="hidden" name="session" value="${session}" /><button>${label}</button>
  </form>`;
}

/** What the voice on the line says while the session is pending, and what the caller can do. */
function pendingPanel(snapshot: IvrSnapshot, session: string): Markup {
  const expire = button(session, 'expire', 'Expire now (skip the 60 s ttl)');
  if (!snapshot.callerOnLine) return html`<p>${button(session, 'call', 'Call')} ${expire}</p>`;
  const hangUp = button(session, 'hangup', 'Hang up');
  if (!snapshot.linked) {
    return html`<p>
        The voice says: your pin code is <strong>${snapshot.pincode}</strong>. Enter it on the site and stay
        on the line.
      </p>
      <p class="note">Reload this page once the site has your pin.</p>
      <p>${hangUp} ${expire}</p>`;
  }
  return html`<p>
      The voice says: the site has your pin for <strong>${snapshot.nickname}</strong>. This call costs €
      ${snapshot.ivr.tariff.toFixed(2)} a minute; press 1 to start.
    </p>
    <p>${button(session, 'press1', 'Press 1')} ${hangUp} ${expire}</p>`;
}

/** The state of one IVR session and what the caller can do next. */
function callPanel(backend: FakeBackend, session: string): Markup {
  const snapshot = backend.world.ivrSession(session);
  if (!snapshot) return html`<p>Could not find your session.</p>`;
  const line = html`<p>
    Number ${snapshot.ivr.displaynumber}, tariff € ${snapshot.ivr.tariff.toFixed(2)} a minute. State:
    <strong>${snapshot.state}</strong>.
  </p>`;
  if (snapshot.state === 'pending') return html`${line}${pendingPanel(snapshot, session)}`;
  if (snapshot.state === 'in_call') {
    return html`${line}
      <p>You are connected as <strong>${snapshot.nickname}</strong>; the call pays for the chat.</p>
      <p>
        ${snapshot.sofar.minutes} started minute(s) so far: ${snapshot.sofar.credits} credits for
        ${snapshot.nickname} (balance ${snapshot.sofar.balance}).
      </p>
      <p>${button(session, 'hangup', 'Hang up')}</p>`;
  }
  const credited = snapshot.credited;
  if (snapshot.state === 'ended' && credited) {
    return html`${line}
      <p>
        Call ended after ${credited.minutes} started minute(s):
        <strong>${credited.credits} credits</strong> for ${snapshot.nickname} (balance ${credited.balance}).
      </p>`;
  }
  return line;
}

async function sessionOf(c: Context): Promise<string> {
  const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  return typeof form.session === 'string' ? form.session.trim() : '';
}

function perform(backend: FakeBackend, action: PhoneAction, session: string): void {
  const { world } = backend;
  if (action === 'call') world.phoneCall(session);
  else if (action === 'press1') world.dialIn.connect(session);
  else if (action === 'hangup') world.hangUp(session);
  else world.dialIn.expire(session);
}

/**
 * /sandbox/phone: the visitor's telephone for the dial-in flow. Calling a pending session makes
 * the voice read out the pin to enter on the site; once the site sent it, pressing 1 accepts the
 * tariff and starts the paid call (in_call), which credits the member, or the guest's anonymous
 * name, as each minute starts; hanging up ends it. 'Expire now' skips the session's 60 s ttl.
 */
export function phoneTool(backend: FakeBackend): Hono {
  const tool = new Hono();
  tool.get('/', (c) => {
    const session = (c.req.query('session') ?? '').trim();
    return show(c, html`${sessionForm(session)}${session ? callPanel(backend, session) : liveList(backend)}`);
  });
  const act = (action: PhoneAction) => async (c: Context) => {
    const session = await sessionOf(c);
    try {
      perform(backend, action, session);
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
  for (const action of ['call', 'press1', 'hangup', 'expire'] as const) tool.post(`/${action}`, act(action));
  return tool;
}
