import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import type { FaultSettings } from '../../adapters/fake/faults';
import { html, page } from './tool-html';

function wantsJson(c: Context): boolean {
  return (c.req.header('accept') ?? '').includes('application/json');
}

/** A number from a form field within bounds, or undefined to leave the setting alone. */
function bounded(value: unknown, min: number, max: number): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : Number.NaN;
}

function settingsPage(settings: FaultSettings): string {
  return page(
    'Faults',
    html`<p>
        Every backend call of the sandbox waits the latency, then fails with the error rate (0 to 1) before it
        reaches the backend, or loses its answer with the lost-answer rate (0 to 1): the call takes effect,
        but the caller gets the network error, as when a reply is lost.
      </p>
      <form method="post">
        <label
          >Latency (ms)
          <input name="latencyMs" type="number" min="0" max="10000" value="${settings.latencyMs}"
        /></label>
        <label
          >Error rate
          <input name="errorRate" type="number" min="0" max="1" step="0.05" value="${settings.errorRate}"
        /></label>
        <label
          >Lost-answer rate
          <input
            name="lostAnswerRate"
            type="number"
            min="0"
            max="1"
            step="0.05"
            value="${settings.lostAnswerRate}"
        /></label>
        <button type="submit">Apply</button>
        <button type="submit" name="reset" value="1">Reset</button>
      </form>`,
  );
}

/**
 * /sandbox/faults: the fault injector for people (demos of slow or failing backends) and for
 * end-to-end tests (POST `latencyMs`, `errorRate`, `lostAnswerRate`, or `reset=1`; JSON answer
 * with Accept JSON).
 */
export function faultsTool(backend: FakeBackend): Hono {
  const routes = new Hono();
  routes.get('/', (c) => c.html(settingsPage(backend.faults.settings)));
  routes.post('/', async (c) => {
    const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
    if (form.reset) backend.faults.reset();
    else {
      const latencyMs = bounded(form.latencyMs, 0, 10_000);
      const errorRate = bounded(form.errorRate, 0, 1);
      const lostAnswerRate = bounded(form.lostAnswerRate, 0, 1);
      if ([latencyMs, errorRate, lostAnswerRate].some((value) => Number.isNaN(value))) {
        return wantsJson(c) ? c.json({ error: 'badRequest.validation' }, 400) : c.text('Out of range', 400);
      }
      backend.faults.set({
        ...(latencyMs === undefined ? {} : { latencyMs }),
        ...(errorRate === undefined ? {} : { errorRate }),
        ...(lostAnswerRate === undefined ? {} : { lostAnswerRate }),
      });
    }
    return wantsJson(c) ? c.json(backend.faults.settings, 200) : c.redirect('/sandbox/faults', 303);
  });
  return routes;
}
