import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { isVipAnswer, type RoomSettings } from '../../adapters/fake/world/room-settings';
import { ERROR_LABELS, isApiError } from '../../core/common/api-error.model';
import { LIMITS } from '../../core/common/constants.model';
import { readForm, wantsJson, type ToolForm } from './tool-form';
import { html, type Markup } from './tool-html';

type Form = ToolForm;

class BadInput extends Error {}

function bool(value: unknown): boolean | undefined {
  if (value === true || value === 'true' || value === 'on') return true;
  if (value === false || value === 'false' || value === 'off') return false;
  if (value === undefined || value === '') return undefined;
  throw new BadInput('a yes/no value');
}

function num(value: unknown): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) throw new BadInput('a number');
  return number;
}

function text(value: unknown, max: number): string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > max)
    throw new BadInput(`1 to ${max} characters`);
  return value.trim();
}

/** The settings a form changes; statuses are the room's own (free chat, online). */
function settingsPatch(form: Form): { patch: Partial<RoomSettings>; freeChat?: boolean; online?: boolean } {
  const patch: Partial<RoomSettings> = {};
  if (form.vipAnswer !== undefined && form.vipAnswer !== '') {
    if (!isVipAnswer(form.vipAnswer)) throw new BadInput('vipAnswer auto, accept or decline');
    patch.vipAnswer = form.vipAnswer;
  }
  const guest = num(form.guestLimitSeconds);
  if (guest !== undefined) patch.guestLimitSeconds = guest;
  const speed = num(form.billingSpeed);
  if (speed !== undefined) patch.billingSpeed = speed;
  const toy = bool(form.toy);
  if (toy !== undefined) patch.toy = toy;
  return { patch, freeChat: bool(form.freeChat), online: bool(form.online) };
}

function performerId(backend: FakeBackend, c: Context): number {
  const id = Number(c.req.param('performerId'));
  if (!Number.isInteger(id) || !backend.world.performers.get(id)) throw new BadInput('a known performer id');
  return id;
}

function back(c: Context, backend: FakeBackend, id: number, answer: unknown): Response {
  if (wantsJson(c)) return c.json(answer as object);
  const name = backend.world.performers.get(id)?.username ?? '';
  return c.redirect(`/sandbox/studio?username=${encodeURIComponent(name)}`, 303);
}

function guarded(backend: FakeBackend, run: (c: Context, id: number, form: Form) => unknown) {
  return async (c: Context): Promise<Response> => {
    try {
      const id = performerId(backend, c);
      return back(c, backend, id, (await run(c, id, await readForm(c))) ?? { ok: true });
    } catch (error) {
      if (error instanceof BadInput)
        return c.json({ error: ERROR_LABELS.validation, expected: error.message }, 400);
      if (isApiError(error) && error.status === 400)
        return c.json({ error: error.label, detail: error.message }, 400);
      throw error;
    }
  };
}

function applySettings(backend: FakeBackend, id: number, form: Form): RoomSettings {
  const chat = backend.world.chat;
  const { patch, freeChat, online } = settingsPatch(form);
  const { toy, ...rest } = patch;
  const settings = chat.settings.update(id, rest);
  if (typeof toy === 'boolean') chat.setToy(id, toy);
  if (online === false) chat.setStatus(id, 0);
  else if (freeChat !== undefined) chat.setStatus(id, freeChat ? 3 : 1);
  else if (online === true) chat.setStatus(id, 1);
  return { ...settings, toy: chat.settings.get(id).toy };
}

/** One studio action in her room (docs/api.md, Live chat: the studio). */
function runAction(backend: FakeBackend, id: number, form: Form): unknown {
  const chat = backend.world.chat;
  const room = `performer-${id}`;
  switch (form.do) {
    case 'say':
      return chat.host.say(room, id, text(form.message, LIMITS.chatMessageMax));
    case 'admin':
      return chat.emit(room, {
        name: 'adminMessage',
        payload: { message: text(form.message, LIMITS.chatMessageMax) },
      });
    case 'acceptVip':
    case 'declineVip':
      return chat.settings.update(id, { vipAnswer: form.do === 'acceptVip' ? 'accept' : 'decline' });
    case 'stopVip':
      return chat.stopShows(id);
    case 'kick':
      return { kicked: chat.kickNickname(id, text(form.nickname, 100)) };
    case 'close':
      return chat.close(id);
    case 'startFreeChat':
    case 'stopFreeChat':
      return { onlineStatus: chat.setStatus(id, form.do === 'startFreeChat' ? 3 : 1) };
    case 'toyOn':
    case 'toyOff':
      return chat.setToy(id, form.do === 'toyOn');
    default:
      throw new BadInput(
        'do: say, admin, acceptVip, declineVip, stopVip, kick, close, startFreeChat, stopFreeChat, toyOn or toyOff',
      );
  }
}

/** POST /rooms/{performerId} (settings) and /rooms/{performerId}/actions, as JSON or a form. */
export function studioRoomRoutes(backend: FakeBackend): Hono {
  return new Hono()
    .post(
      '/rooms/:performerId',
      guarded(backend, (_, id, form) => applySettings(backend, id, form)),
    )
    .post(
      '/rooms/:performerId/actions',
      guarded(backend, (_, id, form) => runAction(backend, id, form)),
    );
}

function actionButton(id: number, action: string, label: string): Markup {
  return html`<form method="post" action="/sandbox/studio/rooms/${id}/actions">
    <button name="do" value="${action}">${label}</button>
  </form>`;
}

/** The live chat panel of the studio page for one performer. */
export function roomPanel(backend: FakeBackend, id: number): Markup {
  const chat = backend.world.chat;
  const settings = chat.settings.get(id);
  const visitors = chat
    .visitors(id)
    .map((v) => html`<li>${v.nickname} (${v.kind}${v.vip ? ', VIP' : ''})</li>`);
  const errors = chat.reportedErrors.slice(-10).map((e) => html`<li>${e.nickname}: ${e.error}</li>`);
  const answer = (value: string) =>
    html`<option value="${value}" ${settings.vipAnswer === value ? html`selected` : ''}>${value}</option>`;
  return html`<h2>Live chat</h2>
    <form method="post" action="/sandbox/studio/rooms/${id}">
      <label
        >VIP answer
        <select name="vipAnswer">
          ${answer('auto')}${answer('accept')}${answer('decline')}
        </select></label
      >
      <label
        >Guest time limit (s)
        <input name="guestLimitSeconds" type="number" min="1" value="${settings.guestLimitSeconds}"
      /></label>
      <label
        >Billing speed
        <input name="billingSpeed" type="number" min="1" max="3600" value="${settings.billingSpeed}"
      /></label>
      <button>Save</button>
    </form>
    ${actionButton(id, 'startFreeChat', 'Start free chat')}
    ${actionButton(id, 'stopFreeChat', 'Stop free chat')} ${actionButton(id, 'toyOn', 'Toy on')}
    ${actionButton(id, 'toyOff', 'Toy off')} ${actionButton(id, 'stopVip', 'Stop the VIP show')}
    ${actionButton(id, 'close', 'Close the room')}
    <form method="post" action="/sandbox/studio/rooms/${id}/actions">
      <input type="hidden" name="do" value="say" />
      <label>Performer message <input name="message" maxlength="250" required /></label>
      <button>Send</button>
    </form>
    <form method="post" action="/sandbox/studio/rooms/${id}/actions">
      <input type="hidden" name="do" value="kick" />
      <label>Kick nickname <input name="nickname" required /></label>
      <button>Kick</button>
    </form>
    <h3>In the room</h3>
    <ul>
      ${visitors.length ? visitors : html`<li>nobody</li>`}
    </ul>
    <h3>Errors reported by players</h3>
    <ul>
      ${errors.length ? errors : html`<li>none</li>`}
    </ul>`;
}
