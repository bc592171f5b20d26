import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { statusOf } from '../model/deal-rules';
import { TIMELINE_EVENT_TYPES, type TimelineEvent } from '../model/timeline.events';

/**
 * `deal_timelines` (each deal's current stage) and `deal_timeline_changes` (every change, the
 * opening included, keyed by its stream position). A timeline row keeps the position it reflects
 * and ignores anything at or below it, so applying an event twice changes nothing.
 */
@Injectable()
export class TimelinesProjection implements Projection {
  readonly name = 'deals.timelines';
  readonly eventTypes = TIMELINE_EVENT_TYPES;
  readonly tables = ['deal_timelines', 'deal_timeline_changes'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const recorded of events) {
      const event = { type: recorded.type, data: recorded.data } as TimelineEvent;
      const position = String(recorded.streamPosition);
      switch (event.type) {
        case 'deals.TimelineOpened': {
          const data = event.data;
          await manager.query(
            `insert into deal_timelines (id, transaction_id, listing_id, seller_id, buyer_id, stage,
               status, created_at, updated_at, version, offer_id, payment_due_at, transfer_days,
               next_deadline, next_due_at)
             values ($1, $2, $3, $4, $5, $6, 'open', $7, $7, $8, $9, $10, $11,
               case when $10::timestamptz is null then null else 'payment' end, $10)
             on conflict (id) do nothing`,
            [
              data.timelineId,
              data.transactionId,
              data.listingId,
              data.sellerId,
              data.buyerId,
              data.stage,
              data.openedAt,
              position,
              data.offerId ?? null,
              data.paymentDueAt ?? null,
              data.transferDays ?? null,
            ],
          );
          await this.recordChange(manager, data.timelineId, position, {
            stage: data.stage,
            notes: null,
            role: data.role,
            at: data.openedAt,
          });
          break;
        }
        case 'deals.TimelineStageChanged': {
          const data = event.data;
          // The next deadline: the transfer once payment is secured, none past it or once closed.
          await manager.query(
            `update deal_timelines set stage = $2, status = $3, updated_at = $4, version = $5,
                    transfer_due_at = coalesce($6, transfer_due_at),
                    next_deadline = case
                      when next_deadline is null then null
                      when $2 in ('agreed', 'escrow_opened') then next_deadline
                      when $2 = 'payment_secured' and $6::timestamptz is not null then 'transfer'
                      else null end,
                    next_due_at = case
                      when next_deadline is null then null
                      when $2 in ('agreed', 'escrow_opened') then next_due_at
                      when $2 = 'payment_secured' and $6::timestamptz is not null then $6
                      else null end,
                    missed_deadline = case when $2 in ('agreed', 'escrow_opened')
                      then missed_deadline else null end
              where id = $1 and version < $5`,
            [
              data.timelineId,
              data.stage,
              statusOf(data.stage),
              data.changedAt,
              position,
              data.transferDueAt ?? null,
            ],
          );
          await this.recordChange(manager, data.timelineId, position, {
            stage: data.stage,
            notes: data.notes,
            role: data.role,
            at: data.changedAt,
          });
          break;
        }
        case 'deals.DeadlineReminded':
          await manager.query(
            `update deal_timelines set version = $2 where id = $1 and version < $2`,
            [event.data.timelineId, position],
          );
          break;
        case 'deals.DeadlineMissed':
          await manager.query(
            `update deal_timelines set missed_deadline = $3, version = $2
              where id = $1 and version < $2`,
            [event.data.timelineId, position, event.data.deadline],
          );
          break;
        default: {
          const unknown: never = event;
          return unknown;
        }
      }
    }
  }

  private async recordChange(
    manager: EntityManager,
    timelineId: string,
    position: string,
    change: { stage: string; notes: string | null; role: string; at: string },
  ): Promise<void> {
    await manager.query(
      `insert into deal_timeline_changes (timeline_id, position, stage, notes, role, at)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (timeline_id, position) do nothing`,
      [timelineId, position, change.stage, change.notes, change.role, change.at],
    );
  }
}
