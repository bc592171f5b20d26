import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { JobQueues } from '../queue/job-queues';
import { MailDelivery } from './mail-delivery';
import { MailOutbox } from './mail-outbox';

const POLL_INTERVAL_MS = 5_000;
const BATCH = 20;

/**
 * Delivers the outbox in this process when there is no Redis (no mail jobs): on every commit that
 * queued mail, and every few seconds. With Redis it stays idle and the mail queue does the work.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private wokenWhileRunning = false;
  private serial: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly delivery: MailDelivery,
    private readonly queues: JobQueues,
    outbox: MailOutbox,
  ) {
    if (!queues.enabled) outbox.onCommitted(() => this.wake());
  }

  onApplicationBootstrap(): void {
    if (!this.queues.enabled) this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /**
   * Sends (or logs) every pending mail now; returns how many were handled. Runs in this process
   * one after another, so a caller awaiting it also sees the end of a run already under way.
   */
  deliverPending(): Promise<number> {
    const run = this.serial.then(() => this.deliverAll());
    this.serial = run.catch(() => 0);
    return run;
  }

  private async deliverAll(): Promise<number> {
    let handled = 0;
    for (;;) {
      const ids = await this.delivery.pendingIds(BATCH);
      let handledNow = 0;
      for (const id of ids) {
        const outcome = await this.delivery.deliver(id).catch((error: unknown) => {
          this.logger.warn(`Mail ${id} not delivered yet: ${(error as Error).message}`);
          return 'skipped' as const;
        });
        if (outcome !== 'skipped') handledNow += 1;
      }
      handled += handledNow;
      // Rows that failed or that another process holds stay pending: leave them to the next poll.
      if (ids.length < BATCH || handledNow === 0) return handled;
    }
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.deliverPending()
        .then(() => undefined)
        .catch((error: unknown) =>
          this.logger.warn(`Mail delivery failed: ${(error as Error).message}`),
        )
        .finally(() => {
          this.running = undefined;
          const again = this.wokenWhileRunning;
          this.wokenWhileRunning = false;
          this.schedule(again ? 0 : POLL_INTERVAL_MS);
        });
    }, delay);
    this.timer.unref();
  }

  private wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.schedule(0);
  }
}
