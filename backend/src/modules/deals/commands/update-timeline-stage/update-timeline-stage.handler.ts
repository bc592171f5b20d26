import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { isUuid } from '../../../../platform/ids/uuid';
import { decideListing, listingStream, nameCheckOfListing } from '../../../listings';
import { decide, type TimelineState, timelineStream } from '../../model/timeline';
import { type TimelineEvent } from '../../model/timeline.events';
import { DealMailer } from '../deal-mail';
import { saleOfTimelineRestored } from './sale-restored';
import { type UpdateTimelineStageCommand } from './update-timeline-stage.command';

/**
 * The order of stages and who may move them are decided from the timeline's own stream; whether
 * its sale was reversed since comes from the sales read model. A deal from an accepted offer is
 * cancelled only after a missed deadline, by the side that waited, and then its listing is
 * active again in the same transaction (`DomainRestored`, reason `deal_cancelled`).
 */
@Injectable()
export class UpdateTimelineStageHandler {
  constructor(
    private readonly commands: CommandRunner,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly mailer: DealMailer,
  ) {}

  async execute(command: UpdateTimelineStageCommand): Promise<void> {
    const { timelineId, callerId, stage, notes } = command;
    const now = this.clock.now();
    const timeline = timelineStream(timelineId);
    const listingId = stage === 'cancelled' ? await this.offerDealListing(timelineId) : undefined;
    if (!listingId) {
      await this.commands.run({
        metadata: { actorId: callerId },
        streams: { timeline },
        read: (manager) => saleOfTimelineRestored(manager, timelineId),
        decide: (states, saleRestored) => ({
          timeline: decide(
            { type: 'ChangeStage', callerId, stage, notes, saleRestored, now },
            states.timeline,
          ),
        }),
        alongside: this.mailStageChange(timelineId),
      });
      this.mailer.committed();
      return;
    }
    const nameCheck = await nameCheckOfListing(this.dataSource.manager, listingId);
    await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline, listing: listingStream(listingId) },
      locks: nameCheck.locks,
      read: async (manager) => ({
        saleRestored: await saleOfTimelineRestored(manager, timelineId),
        ...(await nameCheck.read(manager)),
      }),
      decide: (states, { saleRestored, nameTaken }) => {
        const events = decide(
          { type: 'ChangeStage', callerId, stage, notes, saleRestored, now },
          states.timeline,
        );
        const afterMiss = events.some(
          (event) => event.type === 'deals.TimelineStageChanged' && event.data.missedDeadline,
        );
        return {
          timeline: events,
          listing: afterMiss
            ? decideListing(
                { type: 'RestoreAfterDealCancelled', timelineId, nameTaken, now },
                states.listing,
              )
            : [],
        };
      },
      alongside: this.mailStageChange(timelineId),
    });
    this.mailer.committed();
  }

  /** Tells the other side of the deal what changed and what comes next. */
  private mailStageChange(timelineId: string) {
    return (
      manager: EntityManager,
      {
        after,
        events,
      }: { after: { timeline: TimelineState }; events: { timeline?: readonly TimelineEvent[] } },
    ) => this.mailer.stageChanges(manager, { ...after.timeline, timelineId }, events.timeline);
  }

  /** The listing of a deal from an accepted offer; undefined for any other deal. */
  private async offerDealListing(timelineId: string): Promise<string | undefined> {
    if (!isUuid(timelineId)) return undefined;
    const [row] = await this.dataSource.query<{ listing_id: string }[]>(
      `select listing_id from deal_timelines where id = $1 and offer_id is not null`,
      [timelineId],
    );
    return row?.listing_id;
  }
}
