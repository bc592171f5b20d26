import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { EscrowCallError, EscrowProvider } from '../../escrow/escrow-provider';
import { EscrowFailedError } from '../../model/deal.errors';
import { decide, timelineStream } from '../../model/timeline';
import { type EscrowSource } from '../../model/timeline.events';
import { DealMailer } from '../deal-mail';
import { saleOfTimelineRestored } from '../update-timeline-stage/sale-restored';

/** Deals the poll asks Escrow.com about per run. */
const POLL_BATCH = 500;

/**
 * Moves a deal to the stage its escrow has reached at Escrow.com. What the stage is comes from
 * Escrow.com's API, never from a webhook's body: a webhook only says which escrow to ask about,
 * so a forged one (even with the token) can move a deal no further than Escrow.com says. Each
 * stage is recorded once, with its source (`escrow_webhook` or `escrow_poll`), however often the
 * same status is heard.
 */
@Injectable()
export class SyncEscrowHandler {
  private readonly logger = new Logger(SyncEscrowHandler.name);

  constructor(
    private readonly commands: CommandRunner,
    private readonly escrow: EscrowProvider,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mailer: DealMailer,
    private readonly clock: Clock,
  ) {}

  /** False for an escrow no deal here opened (nothing to do). */
  async execute(escrowId: string, source: EscrowSource): Promise<boolean> {
    const [deal] = await this.dataSource.query<Array<{ id: string }>>(
      `select id from deal_timelines where escrow_id = $1`,
      [escrowId],
    );
    if (!deal) return false;
    let progress;
    try {
      progress = await this.escrow.progress(escrowId);
    } catch (error) {
      if (error instanceof EscrowCallError) throw new EscrowFailedError(error.reason);
      throw error;
    }
    await this.commands.run({
      streams: { timeline: timelineStream(deal.id) },
      read: (manager) => saleOfTimelineRestored(manager, deal.id),
      decide: (states, saleRestored) => ({
        timeline: decide(
          {
            type: 'SyncEscrow',
            escrowId,
            reached: progress.reached,
            source,
            saleRestored,
            now: this.clock.now(),
          },
          states.timeline,
        ),
      }),
      alongside: (manager, { after, events }) =>
        this.mailer.stageChanges(
          manager,
          { ...after.timeline, timelineId: deal.id },
          events.timeline,
        ),
    });
    this.mailer.committed();
    return true;
  }

  /**
   * Asks Escrow.com about every open deal with an escrow, the least recently changed first: a
   * webhook lost or refused while the site was down still moves its deal. One that fails is
   * asked again at the next run.
   */
  async pollOpen(): Promise<void> {
    const open = await this.dataSource.query<Array<{ escrow_id: string }>>(
      `select escrow_id from deal_timelines
        where escrow_id is not null and status = 'open' order by updated_at limit $1`,
      [POLL_BATCH],
    );
    for (const { escrow_id: escrowId } of open)
      await this.execute(escrowId, 'escrow_poll').catch((error: Error) =>
        this.logger.warn(`Escrow ${escrowId} was not synced: ${error.message}`),
      );
  }
}
