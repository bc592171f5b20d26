import type { TimelineSummary } from '../api/my-timelines';
import type { SaleReport } from '../api/sale-report';
import type { SalesFigures } from '../api/seller-summary';
import type { Timeline, TimelineStage } from '../api/timeline';
import type { Verification } from '../api/verification';
import type { VerificationTemplate } from '../api/verification-templates';

export const TIMELINE_ID = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
export const TRANSACTION_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e09';

const FORWARD_STAGES = [
  ['agreed', 'Agreed'],
  ['escrow_opened', 'Escrow opened'],
  ['payment_secured', 'Payment secured'],
  ['domain_transferred', 'Domain transferred'],
  ['funds_released', 'Funds released'],
  ['completed', 'Completed'],
] as const;

const DAY_MS = 86_400_000;
const SOLD_AT = '2026-11-10T10:00:00.000Z';

function dayAfterSale(days: number): string {
  return new Date(Date.parse(SOLD_AT) + days * DAY_MS).toISOString();
}

type StageNotes = Partial<Record<TimelineStage, string>>;

/**
 * A deal of cloudly.io sold by the caller to Jane Buyer for $225 (listed $250), that reached
 * `stage`, one day per stage, each moved by the seller; `cancelled` stops it after escrow opened.
 */
export function makeTimeline(
  stage: TimelineStage = 'agreed',
  overrides: Partial<Timeline> = {},
  notes: StageNotes = {},
): Timeline {
  const lastForward = stage === 'cancelled' ? 'escrow_opened' : stage;
  const reachedCount = FORWARD_STAGES.findIndex(([name]) => name === lastForward) + 1;
  const stages = FORWARD_STAGES.map(([name, label], index) => ({
    stage: name,
    label,
    reached_at: index < reachedCount ? dayAfterSale(index) : null,
    notes: index < reachedCount ? (notes[name] ?? null) : null,
    role: index < reachedCount ? ('seller' as const) : null,
  }));
  const history: Timeline['history'] = stages
    .filter((progress) => progress.reached_at !== null)
    .map((progress) => ({
      stage: progress.stage,
      label: progress.label,
      notes: progress.notes,
      role: 'seller' as const,
      source: null,
      at: progress.reached_at ?? SOLD_AT,
    }));
  if (stage === 'cancelled') {
    history.push({
      stage: 'cancelled',
      label: 'Cancelled',
      notes: notes.cancelled ?? null,
      role: 'seller',
      source: null,
      at: dayAfterSale(reachedCount),
    });
  }
  const status = stage === 'completed' || stage === 'cancelled' ? stage : 'open';
  const next = status === 'open' ? FORWARD_STAGES[reachedCount]?.[0] : undefined;
  return {
    id: TIMELINE_ID,
    transaction_id: TRANSACTION_ID,
    listing_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01',
    domain_name: 'cloudly.io',
    sale_price: 225,
    listed_price: 250,
    sold_at: SOLD_AT,
    role: 'seller',
    buyer_name: 'Jane Buyer',
    stage,
    status,
    next_stage: next ?? null,
    stages,
    history,
    verifications: [],
    report_id: null,
    clock: null,
    escrow: null,
    escrow_by_api: false,
    auth_code: null,
    receiving_registrar: null,
    hold: null,
    name_record: null,
    risk_checks: [],
    transfer_guide: null,
    created_at: SOLD_AT,
    updated_at: history.at(-1)?.at ?? SOLD_AT,
    ...overrides,
  };
}

type Clock = NonNullable<Timeline['clock']>;

/**
 * The clock of a deal from an accepted offer: payment due by `next_due_at` (3 days after the
 * acceptance), then 5 days to transfer once payment is secured.
 */
export function makeClock(overrides: Partial<Clock> = {}): Clock {
  const paymentDueAt = overrides.payment_due_at ?? '2026-11-13T10:00:00.000Z';
  return {
    offer_id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a01',
    payment_due_at: paymentDueAt,
    transfer_days: 5,
    transfer_due_at: null,
    next_deadline: 'payment',
    next_due_at: paymentDueAt,
    overdue: false,
    can_cancel: false,
    ...overrides,
  };
}

export const TEMPLATES: VerificationTemplate[] = [
  {
    type: 'domain_transfer',
    name: 'Domain transfer',
    description: 'Moving the domain from the seller’s registrar account to the buyer’s.',
    items: [
      {
        field: 'registrar_unlocked',
        label: 'Domain unlocked at the registrar',
        hint: 'Turn off the transfer lock in the seller’s registrar account.',
      },
      {
        field: 'auth_code_shared',
        label: 'Transfer code sent to the buyer',
        hint: 'Send the authorization (EPP) code privately, never in a public message.',
      },
    ],
  },
  {
    type: 'buyer_identity',
    name: 'Buyer identity',
    description: 'Knowing who is buying before the domain changes hands.',
    items: [
      {
        field: 'buyer_name_confirmed',
        label: 'Buyer’s name confirmed',
        hint: 'The name on the escrow account matches the buyer you agreed the deal with.',
      },
    ],
  },
  {
    type: 'escrow',
    name: 'Escrow',
    description: 'The payment held by a neutral party until the domain has moved.',
    items: [
      {
        field: 'escrow_service',
        label: 'Escrow service chosen',
        hint: 'Use a licensed service both parties agree on, such as Escrow.com.',
      },
      {
        field: 'escrow_transaction_id',
        label: 'Escrow transaction number',
        hint: 'The reference the escrow service gave this deal.',
      },
      {
        field: 'funds_deposited',
        label: 'Buyer’s payment deposited',
        hint: 'The escrow service confirms it holds the full price.',
      },
    ],
  },
];

export const ESCROW_CHECKLIST_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

type ItemValues = Record<string, { value: string; notes?: string }>;

/** The escrow checklist of the deal, with `values` filled in by the seller. */
export function makeEscrowChecklist(values: ItemValues = {}): Verification {
  const template = TEMPLATES[2] as VerificationTemplate;
  const items = template.items.map((item) => {
    const filled = values[item.field];
    return {
      ...item,
      value: filled?.value || null,
      notes: filled?.notes ?? null,
      status: filled?.value ? ('done' as const) : ('pending' as const),
      updated_at: filled ? dayAfterSale(1) : null,
      updated_by: filled ? ('seller' as const) : null,
    };
  });
  const completed = items.filter((item) => item.status === 'done').length;
  return {
    id: ESCROW_CHECKLIST_ID,
    timeline_id: TIMELINE_ID,
    type: 'escrow',
    name: 'Escrow',
    items,
    completed,
    total: items.length,
    status: completed === items.length ? 'complete' : 'in_progress',
    created_at: dayAfterSale(1),
  };
}

export const RECOMMENDATION_ID = '5f6e7d8c-9b0a-4c1d-8e2f-3a4b5c6d7e8f';

export function makeReport(overrides: Partial<SaleReport> = {}): SaleReport {
  return {
    id: TRANSACTION_ID,
    transaction_id: TRANSACTION_ID,
    listing_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d01',
    domain_name: 'cloudly.io',
    generated_at: SOLD_AT,
    sold_at: SOLD_AT,
    listed_at: '2026-10-27T10:00:00.000Z',
    days_to_sell: 14,
    views_before_sale: 140,
    inquiries_before_sale: 3,
    sale_price: 225,
    listed_price: 250,
    price_vs_listed_pct: 90,
    seller_average_sale_price: 300,
    price_vs_seller_average_pct: 75,
    restored: false,
    recommendations: [
      {
        id: RECOMMENDATION_ID,
        kind: 'reprice_stale_listing',
        title: 'Reprice quietname.org',
        detail:
          'Listed 74 days with no inquiry. A lower price or a better description usually brings the first offer.',
        listing_id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d03',
        domain_name: 'quietname.org',
        implemented: false,
        implemented_at: null,
      },
    ],
    ...overrides,
  };
}

export function makeTimelineSummary(overrides: Partial<TimelineSummary> = {}): TimelineSummary {
  return {
    id: TIMELINE_ID,
    transaction_id: TRANSACTION_ID,
    domain_name: 'cloudly.io',
    sale_price: 225,
    stage: 'escrow_opened',
    label: 'Escrow opened',
    status: 'open',
    role: 'seller',
    next_deadline: null,
    next_due_at: null,
    overdue: false,
    updated_at: '2026-11-12T10:00:00.000Z',
    ...overrides,
  };
}

export const FIGURES: SalesFigures = {
  timeframe: '90d',
  total_sales: 4,
  total_revenue: 1180,
  average_sale_price: 295,
  average_days_to_sell: 21.5,
  average_price_vs_listed_pct: 92.3,
  open_recommendations: 2,
};

export function pagination(total: number, page = 1, limit = 20) {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  return {
    page,
    limit,
    total,
    totalPages,
    hasNextPage: page < totalPages,
    hasPreviousPage: page > 1,
  };
}
