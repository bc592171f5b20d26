/** What a ticked item holds; clearing an item sends an empty value. */
export const CONFIRMED = 'confirmed';

/**
 * The items whose hint asks for a name or a reference rather than a tick. The templates carry no
 * input kind, so the screen keeps this list; an item not on it is ticked.
 */
const TEXT_ITEM_FIELDS: ReadonlySet<string> = new Set([
  'escrow_service',
  'escrow_transaction_id',
  'buyer_account_ready',
]);

export function takesText(field: string): boolean {
  return TEXT_ITEM_FIELDS.has(field);
}
