import { Hono, type Context } from 'hono';
import type { FakeBackend } from '../../adapters/fake/fake-backend';
import { isApiError } from '../../core/common/api-error.model';
import { FAIL_REASONS, type FailReasonCode } from '../../core/wallet/wallet.model';
import { ownLocation } from '../../core/common/own-path';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { html, sendPage, type Markup } from './tool-html';

type Outcome = 'success' | FailReasonCode;

function outcomeOf(value: unknown): Outcome | null {
  if (value === 'success') return 'success';
  const code = Number(value);
  return code in FAIL_REASONS ? (code as FailReasonCode) : null;
}

const FAIL_BUTTONS = Object.entries(FAIL_REASONS).map(([code, name]) => ({ code, name }));

function show(c: Context, status: number, title: string, body: Markup): Response {
  return sendPage(c, title, body, status as ContentfulStatusCode);
}

function checkoutPage(backend: FakeBackend, c: Context): Response {
  const checkout = backend.world.checkout(c.req.param('id') ?? '');
  if (!checkout) return show(c, 404, 'Checkout not found', html`<p>This checkout does not exist.</p>`);
  const euros = (checkout.bundle.cost / 100).toFixed(2);
  const summary = html`<p>
    ${checkout.bundle.name}: ${checkout.bundle.credits} credits for ${checkout.bundle.currency} ${euros}, paid
    with ${checkout.paymentMethod}.
  </p>`;
  if (checkout.status !== 'pending') {
    return show(
      c,
      200,
      'Checkout',
      html`${summary}
        <p>This checkout is already ${checkout.status}.</p>`,
    );
  }
  const fails = FAIL_BUTTONS.map(
    (button) =>
      html`<button name="outcome" value="${button.code}">Fail: ${button.name} (${button.code})</button>`,
  );
  return show(
    c,
    200,
    'Checkout',
    html`${summary}
      <form method="post"><button name="outcome" value="success">Pay</button></form>
      <form method="post">
        <p>Or let the payment fail:</p>
        ${fails}
      </form>`,
  );
}

async function completeCheckout(backend: FakeBackend, c: Context): Promise<Response> {
  const form = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  const outcome = outcomeOf(form.outcome);
  if (outcome === null) return show(c, 400, 'Checkout', html`<p>Unknown outcome.</p>`);
  try {
    const checkout = backend.world.completeCheckout(c.req.param('id') ?? '', outcome);
    // Only to this site's own paths: no open redirect through the provider's page.
    const back = ownLocation(checkout.returnUrl);
    const result =
      checkout.status === 'success' ? 'Payment received.' : `Payment failed (${checkout.reason}).`;
    const link = back ? html`<p><a href="${back}">Back to the site</a></p>` : '';
    return show(
      c,
      200,
      'Checkout',
      html`<p>${result} You can close this window.</p>
        ${link}`,
    );
  } catch (error) {
    const label = isApiError(error) ? error.label : 'unexpected';
    const status = isApiError(error) ? error.status || 400 : 500;
    return show(c, status, 'Checkout', html`<p>Could not complete: ${label}</p>`);
  }
}

/**
 * /sandbox/checkout/{id}: the payment provider's page. Paying credits the member (bundleBought on
 * the member socket); failing sends paymentFailed with the chosen reason code (SPEC §8).
 */
export function checkoutTool(backend: FakeBackend): Hono {
  return new Hono()
    .get('/:id', (c) => checkoutPage(backend, c))
    .post('/:id', (c) => completeCheckout(backend, c));
}
