import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { DealMailer } from '../deal-mail';
import { CANCELLING_ROLE, decide, type TimelineState, timelineStream } from '../../model/timeline';
import { type DealDeadline, type TimelineEvent } from '../../model/timeline.events';

export interface RunDealClockCommand {
  timelineId: string;
  deadline: DealDeadline;
  /** A reminder a day before, or the deadline itself. */
  kind: 'remind' | 'miss';
  /** The due time the job was queued for (ms): a job for a deadline since moved changes nothing. */
  dueAt: string;
}

const WHAT: Record<DealDeadline, string> = {
  payment: 'Payment into escrow',
  transfer: 'The transfer of the name',
};

/**
 * The deal clock's job: a reminder to both parties a day before a deadline, or the deadline
 * missed (the deal is overdue, and the side that waited may cancel). Each is appended once per
 * deadline and due time, and only while that deadline is pending; its mails are written with it.
 */
@Injectable()
export class RunDealClockHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly mailer: DealMailer,
    private readonly clock: Clock,
  ) {}

  async execute(command: RunDealClockCommand): Promise<void> {
    const { timelineId, deadline, kind, dueAt } = command;
    const now = this.clock.now();
    await this.commands.run({
      id: `deal-clock:${kind}:${timelineId}:${deadline}:${dueAt}`,
      streams: { timeline: timelineStream(timelineId) },
      decide: ({ timeline }) => ({
        timeline: decide(
          kind === 'remind'
            ? { type: 'RemindDeadline', deadline, now }
            : { type: 'MissDeadline', deadline, now },
          timeline,
        ),
      }),
      alongside: async (manager, { after, events }) => {
        for (const event of events.timeline ?? []) await this.mail(manager, after.timeline, event);
      },
    });
    this.mailer.committed();
  }

  private async mail(
    manager: EntityManager,
    deal: TimelineState,
    event: TimelineEvent,
  ): Promise<void> {
    if (event.type !== 'deals.DeadlineReminded' && event.type !== 'deals.DeadlineMissed') return;
    const { timelineId, deadline, dueAt } = event.data;
    const name = await this.mailer.domainName(manager, timelineId);
    const due = dueAt.replace('T', ' ').slice(0, 16) + ' UTC';
    const what = WHAT[deadline];
    const reminded = event.type === 'deals.DeadlineReminded';
    await this.mailer.toBothSides(manager, { ...deal, timelineId }, (role) => ({
      template: reminded ? 'deals.deadline-reminder' : 'deals.deadline-missed',
      subject: reminded ? `${what} for ${name} is due tomorrow` : `Deal for ${name} is overdue`,
      lines: reminded
        ? [`${what} for ${name} is due by ${due}, within a day.`]
        : [
            `${what} for ${name} was due by ${due} and has not been recorded: the deal is overdue.`,
            CANCELLING_ROLE[deadline] === role
              ? 'You may now cancel the deal; the name then goes back on the marketplace.'
              : 'The other side may now cancel the deal.',
          ],
      dedupeKey: `${event.type}:${timelineId}:${deadline}:${dueAt}:${role}`,
    }));
  }
}
