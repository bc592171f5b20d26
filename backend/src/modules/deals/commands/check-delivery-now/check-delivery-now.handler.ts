import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../../platform/ids/uuid';
import { Quotas } from '../../../../platform/rate-limit/quotas';
import {
  DeliveryCheckedRecentlyError,
  DeliveryNotWatchedError,
  TimelineNotFoundError,
} from '../../model/deal.errors';
import { WatchDeliveryHandler } from '../watch-delivery/watch-delivery.handler';

/** A deal's registry is asked on request at most once in this many seconds. */
export const DELIVERY_CHECK_EVERY_SECONDS = 60;

/**
 * Either side of a deal in transfer asks the registry now whether the name has arrived, instead
 * of waiting for the watch's next look (up to 6 hours off): the same look, with the same outcome
 * (delivered, on hold, or nothing yet), once a minute per deal at most.
 */
@Injectable()
export class CheckDeliveryNowHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly watch: WatchDeliveryHandler,
    private readonly quotas: Quotas,
  ) {}

  async execute(timelineId: string, callerId: string): Promise<void> {
    if (!isUuid(timelineId)) throw new TimelineNotFoundError();
    const [party] = await this.dataSource.query<Array<{ id: string }>>(
      `select id from deal_timelines where id = $1 and (seller_id = $2 or buyer_id = $2)`,
      [timelineId, callerId],
    );
    if (!party) throw new TimelineNotFoundError();
    const answer = await this.quotas.take([
      {
        key: `delivery-check-now:${timelineId}`,
        limit: 1,
        windowMs: DELIVERY_CHECK_EVERY_SECONDS * 1000,
      },
    ]);
    if (!answer.granted)
      throw new DeliveryCheckedRecentlyError(Math.ceil(answer.retryAfterMs / 1000));
    if (!(await this.watch.lookNow(timelineId))) throw new DeliveryNotWatchedError();
  }
}
