import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import { type SubscriptionEvent } from '../model/subscription.events';

type SubscriptionRow = {
  user_id: string;
  provider: string;
  subscription_ref: string;
  status: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  updated_at: string;
};

const HANDLED_TYPES = [
  'billing.ProActivated',
  'billing.ProRenewed',
  'billing.SubscriptionCancellationScheduled',
  'billing.SubscriptionResumed',
  'billing.SubscriptionPeriodChanged',
  'billing.SubscriptionEnded',
] as const satisfies readonly SubscriptionEvent['type'][];
type HandledEvent = Extract<SubscriptionEvent, { type: (typeof HANDLED_TYPES)[number] }>;

/** The subscription after one of its events; a change to one never activated changes nothing. */
function evolveSubscription(
  row: SubscriptionRow | undefined,
  event: HandledEvent,
  at: string,
): SubscriptionRow | undefined {
  if (event.type === 'billing.ProActivated')
    return {
      user_id: event.data.userId,
      provider: event.data.provider,
      subscription_ref: event.data.subscriptionRef,
      status: 'active',
      current_period_end: event.data.periodEnd,
      cancel_at_period_end: false,
      updated_at: event.data.activatedAt,
    };
  if (!row) return row;
  switch (event.type) {
    case 'billing.ProRenewed':
    case 'billing.SubscriptionPeriodChanged':
      return { ...row, current_period_end: event.data.periodEnd, status: 'active', updated_at: at };
    case 'billing.SubscriptionCancellationScheduled':
      return { ...row, cancel_at_period_end: true, updated_at: at };
    case 'billing.SubscriptionResumed':
      return { ...row, cancel_at_period_end: false, updated_at: at };
    case 'billing.SubscriptionEnded':
      return { ...row, status: 'ended', current_period_end: event.data.endedAt, updated_at: at };
  }
}

/**
 * `subscriptions`: each user's Pro subscription as GET /api/user/subscription shows it, and the
 * provider's subscription id a renewal webhook is matched by. Every event sets absolute values, so
 * replaying one changes nothing. Inline.
 */
export const subscriptionsReadModel = defineReadModel({
  name: 'billing.subscriptions',
  eventTypes: HANDLED_TYPES,
  tables: [
    defineTable<SubscriptionRow>({
      table: 'subscriptions',
      columns: [
        'user_id',
        'provider',
        'subscription_ref',
        'status',
        'current_period_end',
        'cancel_at_period_end',
        'updated_at',
      ],
      key: ['user_id'],
      keysOf: (event) => [{ user_id: (event.data as { userId: string }).userId }],
      evolve: (row, event) =>
        evolveSubscription(
          row,
          { type: event.type, data: event.data } as HandledEvent,
          event.createdAt.toISOString(),
        ),
    }),
  ],
});
