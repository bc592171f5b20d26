import { type FieldError } from '../../../../platform/errors/domain-error';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PARTY = new RegExp(`^(seller_id|buyer_id)\\.eq\\.(${UUID})$`, 'i');
const EQ_UUID = new RegExp(`^eq\\.(${UUID})$`, 'i');

export interface RestTransactionQuery {
  or?: unknown;
  seller_id?: unknown;
  buyer_id?: unknown;
  status?: unknown;
  order?: unknown;
  limit?: unknown;
}

export interface TransactionFilter {
  /** Every user id the filter names: each must be the caller's. */
  userIds: string[];
  status?: string;
  order: 'asc' | 'desc';
  limit: number;
}

export const REST_TRANSACTIONS_DEFAULT_LIMIT = 50;
export const REST_TRANSACTIONS_MAX_LIMIT = 100;

/**
 * The PostgREST filter the spec's client sends: `or=(seller_id.eq.<id>,buyer_id.eq.<id>)`,
 * `status=eq.completed`, `order=created_at.desc`, `limit=50`. Anything else is a 400 naming the
 * parameter, never a query the database would refuse.
 */
export function parseTransactionFilter(
  query: RestTransactionQuery,
): { filter: TransactionFilter } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const userIds: string[] = [];
  if (query.or !== undefined) {
    const inner = typeof query.or === 'string' ? /^\((.*)\)$/.exec(query.or)?.[1] : undefined;
    const parties = (inner?.split(',') ?? []).map((part) => PARTY.exec(part.trim())?.[2]);
    if (parties.length === 0 || parties.some((id) => id === undefined))
      errors.push({
        field: 'or',
        message: 'or must be (seller_id.eq.<uuid>,buyer_id.eq.<uuid>)',
      });
    else userIds.push(...parties.filter((id): id is string => id !== undefined));
  }
  for (const field of ['seller_id', 'buyer_id'] as const) {
    const value = query[field];
    if (value === undefined) continue;
    const match = typeof value === 'string' ? EQ_UUID.exec(value) : null;
    if (match) userIds.push(match[1]);
    else errors.push({ field, message: `${field} must be eq.<uuid>` });
  }
  let status: string | undefined;
  if (query.status !== undefined) {
    const match = typeof query.status === 'string' ? /^eq\.(\w+)$/.exec(query.status) : null;
    if (match) status = match[1];
    else errors.push({ field: 'status', message: 'status must be eq.<status>' });
  }
  let order: 'asc' | 'desc' = 'desc';
  if (query.order !== undefined) {
    const match =
      typeof query.order === 'string' ? /^created_at\.(asc|desc)$/.exec(query.order) : null;
    if (match) order = match[1] as 'asc' | 'desc';
    else
      errors.push({ field: 'order', message: 'order must be created_at.desc or created_at.asc' });
  }
  let limit = REST_TRANSACTIONS_DEFAULT_LIMIT;
  if (query.limit !== undefined) {
    const value = Number(query.limit);
    if (Number.isInteger(value) && value >= 1 && value <= REST_TRANSACTIONS_MAX_LIMIT)
      limit = value;
    else
      errors.push({
        field: 'limit',
        message: `limit must be an integer from 1 to ${REST_TRANSACTIONS_MAX_LIMIT}`,
      });
  }
  return errors.length > 0 ? { errors } : { filter: { userIds, status, order, limit } };
}
