import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobQueues } from '../queue/job-queues';
import { JobRegistry } from '../queue/job-registry';
import { MailDelivery } from './mail-delivery';
import { MailOutbox } from './mail-outbox';

export const MAIL_QUEUE = 'mail';
const DISPATCH_BATCH = 500;

/**
 * The `mail` queue: a `send` job per outbox row (job id from the row id, so a row is queued once),
 * retried with backoff by the queue. Rows are queued as soon as the transaction that wrote them
 * commits, and by a sweep every 30 s for any whose commit-time dispatch was lost.
 */
@Injectable()
export class MailJobs implements OnModuleInit {
  private readonly logger = new Logger('Mail');
  private dispatching: Promise<void> | undefined;
  private dispatchAgain = false;

  constructor(
    private readonly registry: JobRegistry,
    private readonly queues: JobQueues,
    private readonly delivery: MailDelivery,
    private readonly outbox: MailOutbox,
  ) {}

  onModuleInit(): void {
    if (!this.queues.enabled) return;
    this.registry.handle({
      queue: MAIL_QUEUE,
      name: 'send',
      run: async ({ mailId }) => void (await this.delivery.deliver(mailId)),
    });
    this.registry.handle({
      queue: MAIL_QUEUE,
      name: 'dispatch',
      run: () => this.dispatchPending(),
    });
    this.registry.schedule({ queue: MAIL_QUEUE, name: 'dispatch', everyMs: 30_000 });
    this.outbox.onCommitted(() => this.dispatchAfterCommit());
  }

  /**
   * One dispatch at a time per process, and at most one more after it: a burst of commits (or a
   * backlog while SMTP is down) does not read and re-queue the pending rows once per commit.
   */
  private dispatchAfterCommit(): void {
    if (this.dispatching) {
      this.dispatchAgain = true;
      return;
    }
    this.dispatching = this.dispatchPending()
      .catch((error: unknown) =>
        this.logger.warn(`Mail not queued yet (the sweep will): ${(error as Error).message}`),
      )
      .finally(() => {
        this.dispatching = undefined;
        if (!this.dispatchAgain) return;
        this.dispatchAgain = false;
        this.dispatchAfterCommit();
      });
  }

  /** Puts every pending row on the queue (rows already on it are not added twice). */
  async dispatchPending(): Promise<void> {
    const ids = await this.delivery.pendingIds(DISPATCH_BATCH);
    await this.queues.add(
      ids.map((mailId) => ({
        queue: MAIL_QUEUE,
        name: 'send',
        data: { mailId },
        jobId: `send-${mailId}`,
      })),
    );
  }
}
