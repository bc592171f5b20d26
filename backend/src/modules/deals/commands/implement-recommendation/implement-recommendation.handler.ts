import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { handleCommand } from '../../../../platform/event-store/command-handler';
import { EventStore } from '../../../../platform/event-store/event-store';
import { isUuid } from '../../../../platform/http/uuid';
import { RecommendationNotFoundError } from '../../model/deal.errors';
import { saleReportDecider } from '../../model/sale-report';
import { saleReportStreamId } from '../../model/sale-report.events';
import { type ImplementRecommendationCommand } from './implement-recommendation.command';

/** Finds the recommendation's report; the report decides whether the caller may mark it. */
@Injectable()
export class ImplementRecommendationHandler {
  constructor(
    private readonly store: EventStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: ImplementRecommendationCommand): Promise<{ reportId: string }> {
    if (!isUuid(command.recommendationId)) throw new RecommendationNotFoundError();
    const [recommendation] = await this.dataSource.query<Array<{ report_id: string }>>(
      `select report_id from sale_report_recommendations where id = $1`,
      [command.recommendationId],
    );
    if (!recommendation) throw new RecommendationNotFoundError();
    await handleCommand(
      this.store,
      saleReportStreamId(recommendation.report_id),
      saleReportDecider,
      {
        type: 'ImplementRecommendation',
        sellerId: command.sellerId,
        recommendationId: command.recommendationId,
        now: this.clock.now(),
      },
      { commandId: randomUUID(), metadata: { actorId: command.sellerId } },
    );
    return { reportId: recommendation.report_id };
  }
}
