import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { AppConfig } from '../../../platform/config/app-config';
import { MailOutbox, type OutgoingMail } from '../../../platform/mail/mail-outbox';
import { type UserSummary, UserDirectory } from '../../identity';
import { type DealRole } from '../model/deal-rules';
import { stageMail, stageMailRecipients } from '../model/stage-mail';
import { type TimelineEvent } from '../model/timeline.events';

/** What a mail to one side of a deal says: its subject, its lines, its kind and dedupe key. */
export interface DealMail {
  template: string;
  subject: string;
  lines: string[];
  dedupeKey: string;
}

/** A deal and its two sides (a deal marked sold to nobody in particular has no buyer). */
export interface DealSides {
  timelineId: string;
  sellerId?: string;
  buyerId?: string | null;
}

/**
 * Mail to both sides of a deal, queued in the transaction that changed it: each party with an
 * account gets "Hello <name>", the lines written for their role, and the link to the deal.
 */
@Injectable()
export class DealMailer {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  /** The deal's domain name, as its sale recorded it. */
  async domainName(manager: EntityManager, timelineId: string): Promise<string> {
    const [sale] = await manager.query<{ domain_name: string }[]>(
      `select s.domain_name from deal_timelines t join deal_sales s on s.sale_id = t.transaction_id
        where t.id = $1`,
      [timelineId],
    );
    return sale?.domain_name ?? 'your domain';
  }

  async toBothSides(
    manager: EntityManager,
    deal: DealSides,
    mailFor: (role: DealRole, user: UserSummary) => DealMail,
    only?: readonly DealRole[],
  ): Promise<void> {
    for (const [role, userId] of [
      ['seller', deal.sellerId],
      ['buyer', deal.buyerId],
    ] as const) {
      if (only && !only.includes(role)) continue;
      const user = userId ? await this.users.find(userId, manager) : undefined;
      if (!user) continue;
      const { lines, ...mail } = mailFor(role, user);
      const outgoing: OutgoingMail = {
        ...mail,
        to: user.email,
        text: [
          `Hello ${user.fullName},`,
          '',
          ...lines,
          '',
          `See the deal at ${this.config.siteUrl}/deals/${deal.timelineId}`,
        ].join('\n'),
      };
      await this.outbox.enqueue(manager, outgoing);
    }
  }

  /**
   * A mail for each change of stage among `events`: to both sides when Escrow.com or RDAP
   * reported it, else to the side that did not make it, saying what happened and what comes next.
   */
  async stageChanges(
    manager: EntityManager,
    deal: DealSides,
    events: readonly TimelineEvent[] = [],
  ): Promise<void> {
    const changes = events.flatMap((event) =>
      event.type === 'deals.TimelineStageChanged' ? [event.data] : [],
    );
    if (changes.length === 0) return;
    const name = await this.domainName(manager, deal.timelineId);
    for (const change of changes) {
      await this.toBothSides(
        manager,
        deal,
        (role) => ({
          template: 'deals.stage-changed',
          ...stageMail(change, name, role),
          dedupeKey: `deals.TimelineStageChanged:${deal.timelineId}:${change.stage}:${change.changedAt}:${role}`,
        }),
        stageMailRecipients(change),
      );
    }
  }

  /** Wakes the mail queue once the transaction that queued mail has committed. */
  committed(): void {
    this.outbox.notifyCommitted();
  }
}
