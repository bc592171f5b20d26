import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../api/client';
import { moduleKeys } from '../api/module-keys';
import type { components } from '@dlm/sdk';
import { STALE_TIME } from '../query-client';

export type Product = components['schemas']['ProductDto'];
export type ProductId = Product['id'];

/**
 * Spec sections 1 and 9: the prices shown when the product list cannot be loaded. The amount
 * charged is always the live product's.
 */
export const FALLBACK_OFFERS: Record<ProductId, { price: number; credits: number }> = {
  credit: { price: 9.99, credits: 1 },
  pro: { price: 500, credits: 100 },
};

export function productsQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.billing, 'products'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/payments/products', { signal })),
    // Prices come from the server's configuration and change rarely.
    staleTime: STALE_TIME.slow,
  });
}

export function useProducts() {
  return useQuery(productsQueryOptions());
}

/**
 * What a screen can say about one product: nothing yet, that it cannot be bought (the server left
 * it out of the list), or its price and credits, live or, when the list failed, the fallback.
 */
export type Offer =
  | { status: 'loading' }
  | { status: 'absent' }
  | { status: 'priced'; price: number; credits: number };

export function useOffer(id: ProductId): Offer {
  const products = useProducts();
  if (products.isPending) return { status: 'loading' };
  if (products.isError) return { status: 'priced', ...FALLBACK_OFFERS[id] };
  const product = products.data.find((candidate) => candidate.id === id);
  return product
    ? { status: 'priced', price: product.price, credits: product.credits }
    : { status: 'absent' };
}

/** A unit price times a quantity, rounded to the cent. */
export function totalPrice(unitPrice: number, quantity: number): number {
  return Math.round(unitPrice * 100 * quantity) / 100;
}

/** One credit's share of a bundle's price, rounded to the dollar: "about $5 each". */
export function approximateCreditPrice(price: number, credits: number): number {
  return Math.round(price / credits);
}
