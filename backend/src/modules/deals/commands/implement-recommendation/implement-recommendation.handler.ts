import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { RecommendationNotFoundError } from '../../model/deal.errors';
import { decide, saleReportStream } from '../../model/sale-report';
import { reportOfRecommendation } from './recommendation-report';
import { type ImplementRecommendationCommand } from './implement-recommendation.command';

/** Finds the recommendation's report; the report decides whether the caller may mark it. */
@Injectable()
export class ImplementRecommendationHandler {
  constructor(
    private readonly commands: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async execute(command: ImplementRecommendationCommand): Promise<{ reportId: string }> {
    const { recommendationId, sellerId } = command;
    const reportId = await reportOfRecommendation(this.dataSource.manager, recommendationId);
    if (!reportId) throw new RecommendationNotFoundError();
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: sellerId },
      streams: { report: saleReportStream(reportId) },
      decide: ({ report }) => ({
        report: decide(
          { type: 'ImplementRecommendation', sellerId, recommendationId, now },
          report,
        ),
      }),
    });
    return { reportId };
  }
}
