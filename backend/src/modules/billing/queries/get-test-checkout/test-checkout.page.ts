import { applyDecorators } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { escapeHtml } from '../../../../platform/http/html';
import { type CheckoutStarted } from '../../model/checkout.events';
import { type CheckoutStatus } from '../../model/checkout';
import { PRODUCT_COPY, toUsd } from '../../model/products';

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(toUsd(cents));

/**
 * The built-in checkout page: plainly a test, with what is being bought, Pay and Cancel; or, after
 * a refused Pay, why nothing was charged.
 */
export function testCheckoutPage(
  started: CheckoutStarted['data'],
  status: CheckoutStatus,
  refusal?: string,
): string {
  const item =
    started.product === 'pro'
      ? `${PRODUCT_COPY.pro.name}: one year, 100 credits`
      : `${started.quantity} listing credit${started.quantity === 1 ? '' : 's'}`;
  const action = `/api/payments/test-checkout/${encodeURIComponent(started.checkoutId)}`;
  const body = refusal
    ? `<p role="alert">${escapeHtml(refusal)} Nothing was charged.</p>
         <p><a href="/billing">Go to billing</a></p>`
    : status === 'open'
      ? `<form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${usd(started.amountCents)}</button></form>
         <form method="post" action="${action}/cancel"><button class="cancel" type="submit">Cancel</button></form>`
      : `<p role="status">This checkout is ${status === 'completed' ? 'already paid' : 'cancelled'}.</p>
         <p><a href="/billing">Go to billing</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>TEST PAYMENT - Domain Liquidation</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f8f9fa; color: #212529; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem;
         box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  .banner { background: #fff3bf; color: #5c3c00; border: 2px dashed #f08c00; border-radius: 8px;
            padding: .75rem 1rem; font-weight: 700; letter-spacing: .08em; text-align: center; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; margin: 1.5rem 0; }
  dt { color: #495057; } dd { margin: 0; font-weight: 600; text-align: right; }
  form { display: inline; } button { font: inherit; border: 0; border-radius: 8px; padding: .75rem 1.25rem; cursor: pointer; }
  .pay { background: #1c7ed6; color: #fff; margin-right: .5rem; } .cancel { background: #e9ecef; color: #212529; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <p class="banner">TEST PAYMENT</p>
  <h1>Domain Liquidation checkout</h1>
  <p>No card is charged: this checkout stands in for Stripe while no Stripe keys are configured.</p>
  <dl>
    <dt>Item</dt><dd>${escapeHtml(item)}</dd>
    <dt>Total</dt><dd>${usd(started.amountCents)}</dd>
  </dl>
  ${body}
</main>
</body>
</html>`;
}

/**
 * What every route of the test checkout's page is: left out of the API document, open without a
 * session (the unguessable checkout id is the capability), answered as HTML or a redirect, and
 * not rate limited (a browser posts the page's forms).
 */
export const TestCheckoutRoutes = () =>
  applyDecorators(ApiExcludeController(), Public(), RawResponse(), SkipThrottle());
