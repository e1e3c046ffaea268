import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { ERROR_LABELS } from '../../core/common/api-error.model';
import { readForm } from './tool-form';

const MAX_BURST = 2000;

function memberNamed(backend: FakeBackend, value: unknown): number | null {
  const name = typeof value === 'string' ? value.trim() : '';
  const member = name && name.length <= 100 ? backend.world.members.findByLogin(name) : undefined;
  return member && !member.deleted ? member.id : null;
}

/**
 * Tells a member that `count` performers went live at once, the catalogue's performers in turn
 * (it has 320, so a burst past that names some twice), through the same settings as a real
 * go-live: the budget's burst (docs/decisions.md, 81). Answers how many were told.
 */
async function burst(backend: FakeBackend, c: Context): Promise<Response> {
  const form = await readForm(c);
  const memberId = memberNamed(backend, form.member);
  const count = Number(form.count ?? 1);
  if (memberId === null) return c.json({ error: ERROR_LABELS.notFound }, 404);
  if (!Number.isSafeInteger(count) || count < 1 || count > MAX_BURST)
    return c.json({ error: ERROR_LABELS.validation }, 400);
  const ids = backend.world.performers.ids();
  let told = 0;
  for (let i = 0; i < count; i++) {
    if (backend.world.alerts.tell(memberId, ids[i % ids.length]!)) told += 1;
  }
  return c.json({ told });
}

/** The pushes the sandbox would have sent to a member's browsers, oldest first. */
function pushes(backend: FakeBackend, c: Context): Response {
  const memberId = memberNamed(backend, c.req.query('member'));
  if (memberId === null) return c.json({ error: ERROR_LABELS.notFound }, 404);
  return c.json({ result: backend.world.alerts.pushes.filter((push) => push.memberId === memberId) });
}

/**
 * The studio's favourite-alert tools, for scripts (JSON): `POST /favourites-live` with `member`
 * and `count`, and `GET /pushes?member=`: the sandbox has no push service, so a test delivers
 * what it would have sent to the browser itself.
 */
export function studioAlertRoutes(backend: FakeBackend): Hono {
  return new Hono()
    .post('/favourites-live', (c) => burst(backend, c))
    .get('/pushes', (c) => pushes(backend, c));
}
