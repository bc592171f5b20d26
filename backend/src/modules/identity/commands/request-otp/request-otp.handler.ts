import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { type RequestOtpCommand } from './request-otp.command';
import { SIGN_IN_CODE_TEMPLATE } from './sign-in-code.mail';

@Injectable()
export class RequestOtpHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: MailOutbox,
  ) {}

  /**
   * Queues the request, the same one write for any address: whether it has an account is found
   * out after the answer, when the outbox delivers (SignInCodeMail), so no timing tells.
   */
  async execute(command: RequestOtpCommand): Promise<void> {
    await this.outbox.enqueue(this.dataSource.manager, {
      to: command.email,
      subject: 'Your sign-in code',
      template: SIGN_IN_CODE_TEMPLATE,
      text: '',
    });
    this.outbox.notifyCommitted();
  }
}
