/** Stages, checklists and limits of deals (DECISIONS.md "Deals"; docs/adr/0011-deals.md). */

/** The forward stages of a deal, in the only order it may move through them. */
export const FORWARD_STAGES = [
  'agreed',
  'escrow_opened',
  'payment_secured',
  'domain_transferred',
  'funds_released',
  'completed',
] as const;
export type ForwardStage = (typeof FORWARD_STAGES)[number];

export const TIMELINE_STAGES = [...FORWARD_STAGES, 'cancelled'] as const;
export type TimelineStage = (typeof TIMELINE_STAGES)[number];

export const STAGE_LABELS: Record<TimelineStage, string> = {
  agreed: 'Agreed',
  escrow_opened: 'Escrow opened',
  payment_secured: 'Payment secured',
  domain_transferred: 'Domain transferred',
  funds_released: 'Funds released',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const TIMELINE_STATUSES = ['open', 'completed', 'cancelled'] as const;
export type TimelineStatus = (typeof TIMELINE_STATUSES)[number];

export function statusOf(stage: TimelineStage): TimelineStatus {
  if (stage === 'completed' || stage === 'cancelled') return stage;
  return 'open';
}

/** The stage after `stage`, or undefined once the deal is closed. */
export function nextStageOf(stage: TimelineStage): ForwardStage | undefined {
  if (stage === 'cancelled') return undefined;
  return FORWARD_STAGES[FORWARD_STAGES.indexOf(stage) + 1];
}

/** Who acts in a deal: its seller, or the buyer the sale names. */
export const DEAL_ROLES = ['buyer', 'seller'] as const;
export type DealRole = (typeof DEAL_ROLES)[number];

/** The caller's role in a deal between `parties`, or undefined for anyone else. */
export function roleOf(
  callerId: string,
  parties: { sellerId?: string; buyerId?: string | null },
): DealRole | undefined {
  if (parties.sellerId !== undefined && callerId === parties.sellerId) return 'seller';
  if (parties.buyerId && callerId === parties.buyerId) return 'buyer';
  return undefined;
}

export const NOTES_MAX_LENGTH = 1000;
export const ITEM_VALUE_MAX_LENGTH = 500;
export const ITEM_FIELD_MAX_LENGTH = 100;
/** Largest page of the deal lists. */
export const DEAL_LIST_MAX = 50;
export const DEAL_LIST_DEFAULT = 20;

/** The buyer's inspection period at Escrow.com, in days. */
export const ESCROW_INSPECTION_DAYS_MIN = 1;
export const ESCROW_INSPECTION_DAYS_MAX = 30;
export const ESCROW_INSPECTION_DAYS_DEFAULT = 3;

export const REGISTRAR_NAME_MAX_LENGTH = 100;

/** A registrar's transfer auth code (EPP code): visible ASCII, no spaces. */
export const AUTH_CODE_PATTERN = /^[\x21-\x7e]{4,128}$/;

/** What a deal's sealed auth code is bound to (`SecretBox`'s context). */
export const authCodeContext = (timelineId: string) => `deal-auth-code:${timelineId}`;

export const DEAL_MESSAGES = {
  transactionId: 'transactionId must be the transaction id of a sale',
  timelineId: 'timelineId must be the id of a transaction timeline',
  recommendationId: 'recommendationId must be the id of a recommendation',
  stage: `stage must be one of ${TIMELINE_STAGES.join(', ')}`,
  status: `status must be one of ${TIMELINE_STATUSES.join(', ')}`,
  role: `role must be one of ${DEAL_ROLES.join(', ')}`,
  notes: 'notes must be text',
  notesLong: `Notes cannot exceed ${NOTES_MAX_LENGTH} characters`,
  field: 'field must name an item of the checklist',
  value: 'value must be text',
  valueLong: `value cannot exceed ${ITEM_VALUE_MAX_LENGTH} characters`,
  unknownItem: (field: string) => `This checklist has no item "${field}".`,
  feePayer: 'fee_payer must be one of buyer, seller, split',
  authCode: 'auth_code must be 4 to 128 visible characters without spaces',
  registrar: `registrar must be the registrar's name, 2 to ${REGISTRAR_NAME_MAX_LENGTH} characters`,
  inspectionDays: `inspection_days must be a whole number from ${ESCROW_INSPECTION_DAYS_MIN} to ${ESCROW_INSPECTION_DAYS_MAX}`,
} as const;
