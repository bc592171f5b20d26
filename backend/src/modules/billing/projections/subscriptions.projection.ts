import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { type SubscriptionEvent } from '../model/subscription.events';

/**
 * `subscriptions`: each user's Pro subscription as GET /api/user/subscription shows it, and the
 * provider's subscription id a renewal webhook is matched by. Every event sets absolute values, so
 * replaying one changes nothing.
 */
@Injectable()
export class SubscriptionsProjection implements Projection {
  readonly name = 'billing.subscriptions';
  readonly eventTypes = [
    'billing.ProActivated',
    'billing.ProRenewed',
    'billing.SubscriptionCancellationScheduled',
    'billing.SubscriptionResumed',
    'billing.SubscriptionPeriodChanged',
    'billing.SubscriptionEnded',
  ] as const;
  readonly tables = ['subscriptions'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as SubscriptionEvent;
      const at = recorded.createdAt;
      switch (event.type) {
        case 'billing.ProActivated':
          await manager.query(
            `insert into subscriptions (user_id, provider, subscription_ref, status,
                                        current_period_end, cancel_at_period_end, updated_at)
             values ($1, $2, $3, 'active', $4, false, $5)
             on conflict (user_id) do update
               set provider = excluded.provider, subscription_ref = excluded.subscription_ref,
                   status = 'active', current_period_end = excluded.current_period_end,
                   cancel_at_period_end = false, updated_at = excluded.updated_at`,
            [
              event.data.userId,
              event.data.provider,
              event.data.subscriptionRef,
              event.data.periodEnd,
              event.data.activatedAt,
            ],
          );
          break;
        case 'billing.ProRenewed':
        case 'billing.SubscriptionPeriodChanged':
          await this.update(manager, event.data.userId, at, {
            current_period_end: event.data.periodEnd,
            status: 'active',
          });
          break;
        case 'billing.SubscriptionCancellationScheduled':
          await this.update(manager, event.data.userId, at, { cancel_at_period_end: true });
          break;
        case 'billing.SubscriptionResumed':
          await this.update(manager, event.data.userId, at, { cancel_at_period_end: false });
          break;
        case 'billing.SubscriptionEnded':
          await this.update(manager, event.data.userId, at, {
            status: 'ended',
            current_period_end: event.data.endedAt,
          });
          break;
        case 'billing.PaymentRecorded':
          break;
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    }
  }

  private async update(
    manager: EntityManager,
    userId: string,
    at: Date,
    changes: Record<string, string | boolean>,
  ): Promise<void> {
    const columns = Object.keys(changes);
    await manager.query(
      `update subscriptions set ${columns.map((column, index) => `${column} = $${index + 3}`).join(', ')},
              updated_at = $2
        where user_id = $1`,
      [userId, at, ...Object.values(changes)],
    );
  }
}
