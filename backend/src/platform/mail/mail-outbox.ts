import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A stable name for the kind of mail (`identity.password-reset`), for the dev mailbox and logs. */
  template: string;
  /** When set, a second mail with the same key is not queued (a job that runs twice). */
  dedupeKey?: string;
  /** Headers beside the usual ones (`List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * Writes the text of a mail queued without it, when it is delivered, in the delivery's transaction
 * (so what it writes, such as a token, is undone if sending fails). Undefined: nothing is sent and
 * the queued row is removed.
 */
export type MailComposer = (
  manager: EntityManager,
  to: string,
) => Promise<{ text: string } | undefined>;

/**
 * Writes mail to `mail_outbox` inside the caller's transaction, so a mail exists if and only if the
 * change that caused it was committed. The MailSender delivers it afterwards. A template with a
 * composer is queued with an empty text and composed at delivery: a request then does the same
 * work whatever the answer to it will be (no timing tells whether an address has an account).
 */
@Injectable()
export class MailOutbox {
  private readonly listeners: Array<() => void> = [];
  private readonly composers = new Map<string, MailComposer>();

  constructor(private readonly clock: Clock) {}

  /**
   * Queues the mail; undefined when its dedupe key was queued before. A mail without a key is
   * always inserted, so its insert asks for nothing back and goes with the transaction's next
   * statement (ADR 0047).
   */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<string | undefined> {
    const id = randomUUID();
    const insert = `insert into mail_outbox
         (id, to_address, subject, text_body, template, status, created_at, dedupe_key, headers)
       values ($1, $2, $3, $4, $5, 'pending', $6, $7, $8)`;
    const values = [
      id,
      mail.to,
      mail.subject,
      mail.text,
      mail.template,
      this.clock.now(),
      mail.dedupeKey ?? null,
      mail.headers ? JSON.stringify(mail.headers) : null,
    ];
    if (mail.dedupeKey === undefined) {
      await manager.query(insert, values);
      return id;
    }
    const inserted: unknown[] = await manager.query(
      `${insert}
       on conflict (dedupe_key) where dedupe_key is not null do nothing
       returning id`,
      values,
    );
    return inserted.length > 0 ? id : undefined;
  }

  /** Has every mail of `template` composed at delivery (registered by every process at start-up). */
  composeAtDelivery(template: string, composer: MailComposer): void {
    this.composers.set(template, composer);
  }

  composerOf(template: string): MailComposer | undefined {
    return this.composers.get(template);
  }

  /** Tells the sender that committed mail is waiting, so it need not wait for its next poll. */
  notifyCommitted(): void {
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): void {
    this.listeners.push(listener);
  }
}
