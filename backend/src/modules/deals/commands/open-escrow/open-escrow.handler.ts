import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { UserDirectory } from '../../../identity';
import { EscrowCallError, EscrowProvider } from '../../escrow/escrow-provider';
import { EscrowFailedError, EscrowNeedsBuyerError } from '../../model/deal.errors';
import { decide, timelineStream } from '../../model/timeline';
import { saleOfTimelineRestored } from '../update-timeline-stage/sale-restored';
import { type OpenEscrowCommand } from './open-escrow.command';

/**
 * Opens the deal's escrow at Escrow.com in three steps, so that no transaction is held while
 * Escrow.com answers and two clicks open one escrow: the request is recorded first
 * (`EscrowRequested`, refused while another is under way or an escrow is open), then Escrow.com
 * is asked, then its answer is recorded (`EscrowOpened`, which moves an agreed deal to escrow
 * opened, or `EscrowRequestFailed`, after which a party may ask again). The parties' e-mails go
 * to Escrow.com only, never into an event.
 */
@Injectable()
export class OpenEscrowHandler {
  private readonly logger = new Logger(OpenEscrowHandler.name);

  constructor(
    private readonly commands: CommandRunner,
    private readonly escrow: EscrowProvider,
    private readonly users: UserDirectory,
    private readonly clock: Clock,
  ) {}

  async execute(command: OpenEscrowCommand): Promise<void> {
    const { timelineId, callerId, feePayer, inspectionDays } = command;
    const timeline = timelineStream(timelineId);
    const requestId = randomUUID();
    const { after, answer: sale } = await this.commands.run({
      metadata: { actorId: callerId },
      streams: { timeline },
      read: (manager) => saleOfTimelineRestored(manager, timelineId),
      decide: (states, saleRestored) => ({
        timeline: decide(
          {
            type: 'RequestEscrow',
            available: this.escrow.configured,
            callerId,
            requestId,
            feePayer,
            inspectionDays,
            saleRestored,
            now: this.clock.now(),
          },
          states.timeline,
        ),
      }),
      answer: async (manager) => {
        const [row] = await manager.query<Array<{ domain_name: string; sale_price_cents: number }>>(
          `select s.domain_name, s.sale_price_cents
             from deal_timelines t join deal_sales s on s.sale_id = t.transaction_id where t.id = $1`,
          [timelineId],
        );
        return row;
      },
    });
    const { sellerId, buyerId } = after.timeline;
    const [seller, buyer] = await Promise.all([
      sellerId ? this.users.find(sellerId) : undefined,
      buyerId ? this.users.find(buyerId) : undefined,
    ]);
    if (!seller || !buyer || !sale) {
      const reason = 'A party of the deal has no account here any more.';
      await this.record(timelineId, { type: 'RecordEscrowFailed', requestId, reason });
      throw new EscrowNeedsBuyerError();
    }
    try {
      const opened = await this.escrow.open({
        timelineId,
        domainName: sale.domain_name,
        priceCents: sale.sale_price_cents,
        buyerEmail: buyer.email,
        sellerEmail: seller.email,
        feePayer,
        inspectionDays,
      });
      await this.record(timelineId, { type: 'RecordEscrowOpened', requestId, ...opened });
    } catch (error) {
      if (!(error instanceof EscrowCallError)) throw error;
      this.logger.warn(`Escrow.com did not open the escrow of deal ${timelineId}: ${error.reason}`);
      await this.record(timelineId, {
        type: 'RecordEscrowFailed',
        requestId,
        reason: error.reason,
      });
      throw new EscrowFailedError(error.reason);
    }
  }

  private async record(
    timelineId: string,
    outcome:
      | { type: 'RecordEscrowOpened'; requestId: string; escrowId: string; payUrl: string }
      | { type: 'RecordEscrowFailed'; requestId: string; reason: string },
  ): Promise<void> {
    await this.commands.run({
      streams: { timeline: timelineStream(timelineId) },
      decide: (states) => ({
        timeline: decide({ ...outcome, now: this.clock.now() }, states.timeline),
      }),
    });
  }
}
