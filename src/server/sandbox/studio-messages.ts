import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { safePictures } from '../../adapters/fake/world/inbox-replies';
import type { MemberRecord } from '../../adapters/fake/world/member-store';
import { ERROR_LABELS, isApiError } from '../../core/common/api-error.model';
import { LIMITS } from '../../core/common/constants.model';
import type { Performer } from '../../core/performers/performer.model';
import { readForm, wantsJson, type ToolForm } from './tool-form';
import { html, page, type Markup } from './tool-html';

const MAX_USERNAME = 100;

/** Refused input: the status, the JSON error label and the sentence a browser sees. */
class Refusal extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    readonly label: string,
    message: string,
  ) {
    super(message);
  }
}

function name(value: unknown, what: string): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.length > MAX_USERNAME) {
    throw new Refusal(400, ERROR_LABELS.validation, `Give a ${what} user name.`);
  }
  return text;
}

/** The message text as the messenger's editor would send it: trimmed, 1 to 255 characters. */
function messageText(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text || text.length > LIMITS.privateMessageMax) {
    throw new Refusal(
      400,
      ERROR_LABELS.validation,
      `The text must be 1 to ${LIMITS.privateMessageMax} characters.`,
    );
  }
  return text;
}

/** A checkbox sends "1" (or "on"); a script may send true or 1. */
function checked(value: unknown): boolean {
  return value === '1' || value === 1 || value === true || value === 'true' || value === 'on';
}

/** Only a performer writes from the studio; a member's name is no sender. */
function senderOf(backend: FakeBackend, username: string): Performer {
  try {
    return backend.world.performers.profileByUsername(username);
  } catch (error) {
    if (!isApiError(error) || error.label !== ERROR_LABELS.notFound) throw error;
    throw new Refusal(404, ERROR_LABELS.notFound, `No performer is called ${username}.`);
  }
}

/** Only a live member receives: found by user name alone (not e-mail), case-insensitive. */
function receiverOf(backend: FakeBackend, username: string): MemberRecord {
  const member = backend.world.members.findByLogin(username);
  if (!member || member.deleted || member.username.toLowerCase() !== username.toLowerCase()) {
    throw new Refusal(404, ERROR_LABELS.notFound, `No member is called ${username}.`);
  }
  return member;
}

/** Appends the performer's line to the member's conversation with her; the member hears privateMessage. */
function sendFromStudio(backend: FakeBackend, form: ToolForm): { conversationId: number; messageId: string } {
  const performerName = name(form.performer, 'performer');
  const memberName = name(form.member, 'member');
  const content = messageText(form.text);
  const performer = senderOf(backend, performerName);
  const member = receiverOf(backend, memberName);
  const inbox = backend.world.inbox;
  if (inbox.blocks.isBlocked(member.id, performer.id)) {
    throw new Refusal(403, ERROR_LABELS.forbidden, `${member.username} has blocked ${performer.username}.`);
  }
  const conversation = inbox.conversationWith(member.id, performer.id);
  const pictures = safePictures(performer);
  // A different one of her pictures each time, without drawing on the world's rng (replies use it).
  const attachment = checked(form.picture)
    ? (pictures[conversation.messages.length % pictures.length] ?? null)
    : null;
  const message = inbox.deliver(conversation, { senderId: performer.id, content, attachment });
  return { conversationId: conversation.id, messageId: message.id };
}

/** She marks the member a favourite of hers (or no longer): his list's 'favourited you' sort shows it. */
function favouriteFromStudio(backend: FakeBackend, form: ToolForm): { conversationId: number } {
  const performer = senderOf(backend, name(form.performer, 'performer'));
  const member = receiverOf(backend, name(form.member, 'member'));
  const conversation = backend.world.inbox.conversationWith(member.id, performer.id);
  conversation.favoritedYou = form.favourite === undefined || checked(form.favourite);
  return { conversationId: conversation.id };
}

function refused(c: Context, refusal: Refusal): Response {
  if (wantsJson(c)) return c.json({ error: refusal.label }, refusal.status);
  c.header('Cache-Control', 'no-store');
  const body = html`<p>${refusal.message}</p>
    <p><a href="/sandbox/studio">Back to the studio</a></p>`;
  return c.html(page('Studio', body), refusal.status);
}

async function postFromStudio(
  backend: FakeBackend,
  c: Context,
  act: (backend: FakeBackend, form: ToolForm) => object,
): Promise<Response> {
  const form = await readForm(c);
  try {
    const answer = act(backend, form);
    if (wantsJson(c)) return c.json(answer);
    const performer = typeof form.performer === 'string' ? form.performer.trim() : '';
    return c.redirect(`/sandbox/studio?username=${encodeURIComponent(performer)}`, 303);
  } catch (error) {
    if (error instanceof Refusal) return refused(c, error);
    throw error;
  }
}

/**
 * POST /messages: a performer writes to a member's private messenger, as JSON or a form, so the
 * site's handling of a message nobody asked for (a new conversation, a picture) can be played.
 * POST /favourites: she marks a member a favourite of hers (`favourite` false takes it back).
 */
export function studioMessageRoutes(backend: FakeBackend): Hono {
  return new Hono()
    .post('/messages', (c) => postFromStudio(backend, c, sendFromStudio))
    .post('/favourites', (c) => postFromStudio(backend, c, favouriteFromStudio));
}

/** The studio page's form for a private message; the performer is filled in when one is looked up. */
export function messagePanel(performer: string): Markup {
  return html`<h2>Private message to a member</h2>
    <form method="post" action="/sandbox/studio/messages">
      <label>From performer <input name="performer" value="${performer}" list="performers" required /></label>
      <label>To member <input name="member" required /></label>
      <label>Text <input name="text" maxlength="${LIMITS.privateMessageMax}" required /></label>
      <label><input type="checkbox" name="picture" value="1" /> With a picture</label>
      <button>Send</button>
    </form>
    <h2>She favourites a member</h2>
    <form method="post" action="/sandbox/studio/favourites">
      <label>Performer <input name="performer" value="${performer}" list="performers" required /></label>
      <label>Member <input name="member" required /></label>
      <label
        >Her favourite
        <select name="favourite">
          <option value="1">yes</option>
          <option value="0">no longer</option>
        </select></label
      >
      <button>Save</button>
    </form>`;
}
