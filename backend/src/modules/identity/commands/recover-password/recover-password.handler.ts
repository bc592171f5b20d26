import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { PASSWORD_RESET_TEMPLATE } from './password-reset.mail';
import { type RecoverPasswordCommand } from './recover-password.command';

@Injectable()
export class RecoverPasswordHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * Queues the request, the same one write for any address: whether it has an account is found
   * out after the answer, when the outbox delivers (PasswordResetMail), so no timing tells.
   */
  async execute(command: RecoverPasswordCommand): Promise<void> {
    await this.outbox.enqueue(this.dataSource.manager, {
      to: command.email,
      subject: 'Reset your password',
      template: PASSWORD_RESET_TEMPLATE,
      text: '',
    });
    this.outbox.notifyCommitted();
  }
}
