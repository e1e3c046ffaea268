import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { ERROR_LABELS, isApiError } from '../../core/common/api-error.model';
import { studioAlertRoutes } from './studio-alerts';
import { messagePanel, studioMessageRoutes } from './studio-messages';
import { roomPanel, studioRoomRoutes } from './studio-rooms';
import { readForm, wantsJson } from './tool-form';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { html, sendPage, type Markup } from './tool-html';

/** The statuses an operator can set (SPEC §4 stored values), and `clear` for back to the schedule. */
const CHOICES = [
  { value: '0', label: 'Offline' },
  { value: '1', label: 'Online' },
  { value: '3', label: 'Free chat' },
  { value: '5', label: 'VIP' },
  { value: '9', label: 'Pause' },
] as const;
const CLEAR = 'clear';
const MAX_USERNAME = 100;

function labelOf(status: number): string {
  return CHOICES.find((choice) => Number(choice.value) === status)?.label ?? String(status);
}

/** The form's status: a stored value, null for `clear`, undefined when it is neither. */
function statusOf(value: unknown): number | null | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (text === CLEAR) return null;
  return CHOICES.find((choice) => choice.value === text) ? Number(text) : undefined;
}

function show(c: Context, body: Markup, status = 200): Response {
  return sendPage(c, 'Studio', body, status as ContentfulStatusCode);
}

function lookupForm(backend: FakeBackend, username: string): Markup {
  const names = backend.world.performers
    .all()
    .map((performer) => performer.username)
    .sort((a, b) => a.localeCompare(b))
    .map((name) => html`<option value="${name}"></option>`);
  return html`<form method="get" action="/sandbox/studio">
    <label
      >Performer user name <input name="username" value="${username}" list="performers" required
    /></label>
    <datalist id="performers">${names}</datalist>
    <button>Look up</button>
  </form>`;
}

/** The performer's status now, and a button for every status an operator can set. */
function statusPanel(backend: FakeBackend, username: string): Markup {
  const performer = backend.world.performers.profileByUsername(username);
  const pinned = backend.world.performers.statusOverrides().some((o) => o.performerId === performer.id);
  const buttons = CHOICES.map(
    (choice) => html`<button name="status" value="${choice.value}">${choice.label}</button>`,
  );
  return html`<p>
      ${performer.username} (id ${performer.id}) is <strong>${labelOf(performer.onlineStatus)}</strong>
      (status ${performer.onlineStatus}),
      ${pinned ? 'set here until sent back to the schedule' : 'following the schedule'}.
    </p>
    <form method="post" action="/sandbox/studio/status">
      <input type="hidden" name="username" value="${performer.username}" />
      ${buttons}
      <button name="status" value="${CLEAR}">Back to the schedule</button>
    </form>`;
}

function overridesTable(backend: FakeBackend): Markup {
  const overrides = backend.world.performers.statusOverrides();
  if (overrides.length === 0)
    return html`<p class="note">No status is set here; all follow the schedule.</p>`;
  const rows = overrides.map((override) => {
    const name = backend.world.performers.get(override.performerId)?.username ?? '';
    return html`<tr>
      <td><a href="/sandbox/studio?username=${encodeURIComponent(name)}">${name}</a></td>
      <td>${labelOf(override.onlineStatus)} (${override.onlineStatus})</td>
    </tr>`;
  });
  return html`<h2>Set here</h2>
    <table>
      <tbody>
        ${rows}
      </tbody>
    </table>`;
}

const INTRO = html`<p class="note">
  Performers change status by themselves every 10 minutes. A status set here holds until the performer is sent
  back to the schedule; every open page hears of it at once.
</p>`;

function studioPage(backend: FakeBackend, c: Context): Response {
  const username = (c.req.query('username') ?? '').trim().slice(0, MAX_USERNAME);
  const form = html`${INTRO}${lookupForm(backend, username)}`;
  if (!username) return show(c, html`${form}${messagePanel('')}${overridesTable(backend)}`);
  try {
    const performer = backend.world.performers.profileByUsername(username);
    const panels = [
      statusPanel(backend, username),
      roomPanel(backend, performer.id),
      messagePanel(performer.username),
    ];
    return show(c, html`${form}${panels}${overridesTable(backend)}`);
  } catch (error) {
    if (!isApiError(error) || error.label !== ERROR_LABELS.notFound) throw error;
    return show(
      c,
      html`${form}
        <p>No performer is called ${username}.</p>`,
      404,
    );
  }
}

function refuse(c: Context, status: 400 | 404, label: string, message: string): Response {
  if (wantsJson(c)) return c.json({ error: label }, status);
  return show(
    c,
    html`<p>${message}</p>
      <p><a href="/sandbox/studio">Back to the studio</a></p>`,
    status,
  );
}

async function setStatus(backend: FakeBackend, c: Context): Promise<Response> {
  const form = await readForm(c);
  const username = typeof form.username === 'string' ? form.username.trim() : '';
  const status = statusOf(form.status);
  if (!username || username.length > MAX_USERNAME) {
    return refuse(c, 400, ERROR_LABELS.validation, 'Give a performer user name.');
  }
  if (status === undefined) {
    return refuse(c, 400, ERROR_LABELS.validation, 'The status must be 0, 1, 3, 5, 9 or clear.');
  }
  try {
    const performer = backend.world.performers.profileByUsername(username);
    const onlineStatus = backend.world.chat.setStatus(performer.id, status);
    if (!wantsJson(c)) {
      return c.redirect(`/sandbox/studio?username=${encodeURIComponent(performer.username)}`, 303);
    }
    return c.json({
      performerId: performer.id,
      username: performer.username,
      onlineStatus,
      override: status,
    });
  } catch (error) {
    if (isApiError(error) && error.label === ERROR_LABELS.notFound) {
      return refuse(c, 404, ERROR_LABELS.notFound, `No performer is called ${username}.`);
    }
    console.error('sandbox studio: unexpected failure', error);
    if (wantsJson(c)) return c.json({ error: ERROR_LABELS.unexpected }, 500);
    return show(c, html`<p>That did not work.</p>`, 500);
  }
}

/**
 * /sandbox/studio: the performers' side of the schedule. An operator sets a performer's status
 * now (offline, online, free chat, VIP, pause) instead of waiting for the next 10-minute slot; it
 * holds until set back to the schedule, and every channel hears performerStatus at once.
 * `POST /sandbox/studio/status` takes `username` and `status` (0, 1, 3, 5, 9 or clear) as a form
 * (or JSON) and redirects back, or answers JSON when the request accepts it. Room controls and
 * private messages to members have their own modules (studio-rooms, studio-messages).
 */
export function studioTool(backend: FakeBackend): Hono {
  return new Hono()
    .get('/', (c) => studioPage(backend, c))
    .post('/status', (c) => setStatus(backend, c))
    .route('/', studioRoomRoutes(backend))
    .route('/', studioMessageRoutes(backend))
    .route('/', studioAlertRoutes(backend));
}
