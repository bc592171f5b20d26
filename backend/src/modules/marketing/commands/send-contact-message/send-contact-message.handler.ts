import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { UserDirectory } from '../../../identity';
import { contactMessageStream, decide } from '../../model/contact-message';
import { SUPPORT_RESPONSE_TIME } from '../../model/marketing-rules';
import { type ContactMessageReceipt } from './contact-message-receipt.response.dto';
import { type SendContactMessageCommand } from './send-contact-message.command';

/**
 * Stores the message, mails it to support (replies go to the address typed in) and, to a
 * signed-in sender, a confirmation at their account's address, all in one transaction with the
 * `marketing.ContactMessageReceived` event. Anyone can type any address into the form, so a
 * visitor gets no confirmation (it would be a mail to whomever they name), and the confirmation
 * is fixed text: nothing the sender wrote is relayed.
 */
@Injectable()
export class SendContactMessageHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly users: UserDirectory,
  ) {}

  async execute(command: SendContactMessageCommand): Promise<ContactMessageReceipt> {
    const now = this.clock.now();
    const messageId = randomUUID();
    const subject = command.subject || 'Message from the contact form';
    const sender = command.senderId ? await this.users.find(command.senderId) : undefined;
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
        if (!sender) return;
        await this.outbox.enqueue(manager, {
          to: sender.email,
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
