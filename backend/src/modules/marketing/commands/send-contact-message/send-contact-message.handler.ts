import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { contactMessageStream, decide } from '../../model/contact-message';
import { SUPPORT_RESPONSE_TIME } from '../../model/marketing-rules';
import { type ContactMessageReceipt } from './contact-message-receipt.response.dto';
import { type SendContactMessageCommand } from './send-contact-message.command';

/**
 * Stores the message, mails it to support (replies go to the sender) and mails the sender a
 * confirmation, all in one transaction with the `marketing.ContactMessageReceived` event.
 * Anyone can type any address into the form, so the confirmation is fixed text: nothing the
 * sender wrote is relayed to that address.
 */
@Injectable()
export class SendContactMessageHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendContactMessageCommand): Promise<ContactMessageReceipt> {
    const now = this.clock.now();
    const messageId = randomUUID();
    const subject = command.subject || 'Message from the contact form';
    await this.commands.run({
      streams: { message: contactMessageStream(messageId) },
      decide: ({ message }) => ({
        message: decide(
          {
            type: 'SendContactMessage',
            messageId,
            formEnabled: this.config.CONTACT_FORM_ENABLED,
            now,
          },
          message,
        ),
      }),
      alongside: async (manager) => {
        await manager.query(
          `insert into contact_messages (id, name, email, subject, message, received_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [messageId, command.name, command.email, command.subject, command.message, now],
        );
        await this.outbox.enqueue(manager, {
          to: this.config.SUPPORT_EMAIL,
          template: 'marketing.contact-message',
          subject: `Contact form: ${subject}`,
          dedupeKey: `contact-${messageId}`,
          text: [
            `From: ${command.name} <${command.email}>`,
            `Message id: ${messageId}`,
            '',
            command.message,
          ].join('\n'),
        });
        await this.outbox.enqueue(manager, {
          to: command.email,
          template: 'marketing.contact-confirmation',
          subject: 'We received your message',
          dedupeKey: `contact-confirmation-${messageId}`,
          text: [
            'Hello,',
            '',
            `Thank you for writing to us. We answer within ${SUPPORT_RESPONSE_TIME}.`,
            '',
            'If you did not write to us, ignore this email.',
          ].join('\n'),
        });
      },
    });
    this.outbox.notifyCommitted();
    return { id: messageId, receivedAt: now.toISOString() };
  }
}
