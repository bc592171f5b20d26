import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { api } from '../../../lib/api/client';
import { apiErrorFromResponse } from '../../../lib/api/errors';
import type { components } from '@dlm/sdk';
import { type ProductId, productsQueryOptions } from '../../../lib/billing/products';
import { leaveAppFor } from '../../../lib/navigation';
import { CheckoutProblem } from '../checkout-errors';
import { type CheckoutSession, isCheckoutUrl, readCheckoutSession } from '../checkout-session';

type CreateCheckoutSessionRequest = components['schemas']['CreateCheckoutSessionRequest'];

/** Spec section 9: the browser goes to the payment page this long after the session is made. */
export const CHECKOUT_REDIRECT_DELAY_MS = 100;

export interface CheckoutOrder {
  product: ProductId;
  /** Credits to buy; a year of Pro is always one. */
  quantity: number;
}

/**
 * Read without `unwrap`: the address may sit beside `data` (spec section 7), and a fetch that
 * failed or timed out is kept as thrown, because the spec words those apart.
 */
async function createCheckoutSession(body: CreateCheckoutSessionRequest): Promise<unknown> {
  const { data, error, response } = await api.POST('/api/payments/create-session', { body });
  if (!response.ok) throw apiErrorFromResponse(response.status, error);
  return data;
}

async function startCheckout(
  queryClient: QueryClient,
  order: CheckoutOrder,
  currentPath: string,
): Promise<CheckoutSession & { url: string }> {
  const products = await queryClient.fetchQuery(productsQueryOptions());
  const product = products.find((candidate) => candidate.id === order.product);
  if (!product) throw new CheckoutProblem('productUnavailable');

  const answer = await createCheckoutSession({
    price_id: product.priceId,
    mode: product.mode,
    quantity: product.mode === 'payment' ? order.quantity : 1,
    // Paths: the server puts them after the site's address, whatever address this page has.
    // The provider fills in the placeholder itself.
    success_url: '/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: currentPath,
  });
  const session = readCheckoutSession(answer);
  if (session.url === null) throw new CheckoutProblem('noUrl');
  if (!isCheckoutUrl(session.url)) throw new CheckoutProblem('invalidUrl');
  return { ...session, url: session.url };
}

/** Creates a checkout session and sends the browser to its payment page. */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  return useMutation({
    mutationFn: (order: CheckoutOrder) =>
      startCheckout(queryClient, order, `${pathname}${search}${hash}`),
    onSuccess: ({ url }) => {
      window.setTimeout(() => leaveAppFor(url), CHECKOUT_REDIRECT_DELAY_MS);
    },
  });
}
