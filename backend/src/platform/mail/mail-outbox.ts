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
}

/**
 * Writes mail to `mail_outbox` inside the caller's transaction, so a mail exists if and only if the
 * change that caused it was committed. The MailSender delivers it afterwards.
 */
@Injectable()
export class MailOutbox {
  private readonly listeners: Array<() => void> = [];

  constructor(private readonly clock: Clock) {}

  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<string> {
    const id = randomUUID();
    await manager.query(
      `insert into mail_outbox (id, to_address, subject, text_body, template, status, created_at)
       values ($1, $2, $3, $4, $5, 'pending', $6)`,
      [id, mail.to, mail.subject, mail.text, mail.template, this.clock.now()],
    );
    return id;
  }

  /** Tells the sender that committed mail is waiting, so it need not wait for its next poll. */
  notifyCommitted(): void {
    for (const listener of this.listeners) listener();
  }

  onCommitted(listener: () => void): void {
    this.listeners.push(listener);
  }
}
