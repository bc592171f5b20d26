import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createTransport, type Transporter } from 'nodemailer';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { AppConfig } from '../config/app-config';
import { transactionWithDeferredWrites } from '../database/deferred-writes';
import { DEFAULT_JOB_OPTIONS } from '../queue/job-queues';
import { MailOutbox } from './mail-outbox';

/** Tries before a mail is given up as `failed` (as many as the mail job gets). */
export const MAX_MAIL_ATTEMPTS = DEFAULT_JOB_OPTIONS.attempts ?? 8;

interface PendingMail {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  template: string;
  headers: Record<string, string> | null;
}

const ROW_LOCK_TIMEOUT = '30s';

/** `dropped`: its composer found nothing to send, and the row is gone. */
export type DeliveryOutcome = 'sent' | 'logged' | 'skipped' | 'dropped';

/**
 * Delivers one outbox row. With SMTP_URL it sends it through nodemailer; without it the mail is
 * logged in one line (never its body: it may carry a code or a link) and kept, readable, in
 * `mail_outbox` with status `logged` (the dev mailbox shows it). The row stays locked for the
 * whole send, so two workers never send it both; a worker that dies mid-send leaves it pending
 * for the retry (SMTP itself cannot tell whether a mail whose answer was lost arrived).
 */
@Injectable()
export class MailDelivery implements OnApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter | undefined;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
  ) {
    this.transport = config.SMTP_URL ? createTransport(config.SMTP_URL) : undefined;
  }

  /** Ids of pending mails, oldest first. */
  async pendingIds(limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `select id from mail_outbox where status = 'pending' order by created_at limit $1`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Sends (or logs) the mail if it is still pending; 'skipped' when it no longer is. Throws when
   * sending failed (counted towards MAX_MAIL_ATTEMPTS) or the row stayed locked by another
   * delivery for 30 s (not counted): either way the job is retried later.
   */
  async deliver(id: string): Promise<DeliveryOutcome> {
    let sending = false;
    try {
      // Its start, lock timeout and read go to the server in one round trip, its update with the
      // commit in another (ADR 0047): one mail job per inquiry made five of them.
      return await transactionWithDeferredWrites(this.dataSource, async (manager) => {
        // Waits out a delivery of the same row under way (or the lock of a worker that just died).
        await manager.query(`set local lock_timeout = '${ROW_LOCK_TIMEOUT}'`);
        const [row]: Array<PendingMail & { status: string }> = await manager.query(
          `select id, to_address, subject, text_body, template, status, headers from mail_outbox
            where id = $1 for update`,
          [id],
        );
        if (!row || row.status !== 'pending') return 'skipped';
        const composer = this.outbox.composerOf(row.template);
        if (composer) {
          const composed = await composer(manager, row.to_address);
          if (!composed) {
            await manager.query(`delete from mail_outbox where id = $1`, [row.id]);
            return 'dropped';
          }
          row.text_body = composed.text;
          await manager.query(`update mail_outbox set text_body = $2 where id = $1`, [
            row.id,
            row.text_body,
          ]);
        }
        if (!this.transport) {
          this.logger.log(
            `Mail ${row.id} (${row.template}) kept in mail_outbox: SMTP_URL is not set`,
          );
          await manager.query(`update mail_outbox set status = 'logged' where id = $1`, [row.id]);
          return 'logged';
        }
        sending = true;
        await this.transport.sendMail({
          from: this.config.MAIL_FROM,
          to: row.to_address,
          subject: row.subject,
          text: row.text_body,
          ...(row.headers && { headers: row.headers }),
        });
        await manager.query(
          `update mail_outbox set status = 'sent', sent_at = $2, attempts = attempts + 1 where id = $1`,
          [row.id, this.clock.now()],
        );
        return 'sent';
      });
    } catch (error) {
      if (sending) await this.recordFailure(id, error as Error);
      throw error;
    }
  }

  private async recordFailure(id: string, error: Error): Promise<void> {
    await this.dataSource.query(
      `update mail_outbox set attempts = attempts + 1, last_error = $2,
              status = case when attempts + 1 >= $3 then 'failed' else 'pending' end
        where id = $1 and status = 'pending'`,
      [id, error.message.slice(0, 500), MAX_MAIL_ATTEMPTS],
    );
  }

  onApplicationShutdown(): void {
    this.transport?.close();
  }
}
