import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { MailOutbox } from './mail-outbox';

interface PendingMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  template: string;
}

const POLL_INTERVAL_MS = 5_000;
const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * Delivers pending outbox rows. With SMTP_URL it sends them through nodemailer; without it each
 * mail is logged in one line (never its body: it may carry a code or a link) and kept, readable,
 * in `mail_outbox` with status `logged`. Rows are claimed with `for update skip locked`, so several
 * processes can run a sender without sending a mail twice.
 */
@Injectable()
export class MailSender implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private wokenWhileRunning = false;
  private serial: Promise<number> = Promise.resolve(0);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    outbox: MailOutbox,
  ) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : undefined;
    outbox.onCommitted(() => this.wake());
  }

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport?.close();
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
      const count = await this.deliverBatch();
      handled += count;
      if (count < BATCH) return handled;
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

  private async deliverBatch(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const rows: PendingMail[] = await manager.query(
        `select id, to_address, subject, text_body, template from mail_outbox
          where status = 'pending' order by created_at limit $1 for update skip locked`,
        [BATCH],
      );
      for (const row of rows) {
        try {
          if (this.transport) {
            await this.transport.sendMail({
              from: this.config.MAIL_FROM,
              to: row.to_address,
              subject: row.subject,
              text: row.text_body,
            });
            await manager.query(
              `update mail_outbox set status = 'sent', sent_at = $2, attempts = attempts + 1 where id = $1`,
              [row.id, this.clock.now()],
            );
          } else {
            this.logger.log(
              `Mail ${row.id} (${row.template}) kept in mail_outbox: SMTP_URL is not set`,
            );
            await manager.query(`update mail_outbox set status = 'logged' where id = $1`, [row.id]);
          }
        } catch (error) {
          await manager.query(
            `update mail_outbox set attempts = attempts + 1, last_error = $2,
                    status = case when attempts + 1 >= $3 then 'failed' else 'pending' end
              where id = $1`,
            [row.id, (error as Error).message.slice(0, 500), MAX_ATTEMPTS],
          );
        }
      }
      return rows.length;
    });
  }
}
