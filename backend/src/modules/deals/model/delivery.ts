import { type HoldReason } from './timeline.events';

const HOLD_TEXT: Record<HoldReason, (registrar: string | null) => string> = {
  registrar_changed: (registrar) =>
    `The name's registrar of record changed to ${registrar ?? 'another registrar'}, which is not the registrar the buyer named.`,
  pending_delete: () => 'The name is pending deletion at its registry.',
  redemption_period: () => 'The name is in its redemption period: it expired and is being deleted.',
};

/** What both sides are told when the deal is put on hold. */
export function holdMessage(reason: HoldReason, registrar: string | null): string {
  return `${HOLD_TEXT[reason](registrar)} The deal is on hold: nothing moves by itself until one of you moves it. Check with each other, and with Escrow.com if it holds the payment, before going on.`;
}
