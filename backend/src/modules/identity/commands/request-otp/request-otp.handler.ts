import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { OneTimeCodes } from '../../accounts/one-time-codes';
import { UserAccounts } from '../../accounts/user-accounts';
import { type RequestOtpCommand } from './request-otp.command';

@Injectable()
export class RequestOtpHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccounts,
    private readonly codes: OneTimeCodes,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
  ) {}

  /** Sends nothing for an unknown address: the caller answers the same either way. */
  async execute(command: RequestOtpCommand): Promise<void> {
    const account = await this.users.findByEmail(command.email);
    if (!account) return;
    await this.dataSource.transaction(async (manager) => {
      const code = await this.codes.issueSignInCode(manager, account.id, this.clock.now());
      await this.outbox.enqueue(manager, {
        to: account.email,
        subject: 'Your sign-in code',
        template: 'identity.sign-in-code',
        text: [
          `Your sign-in code is ${code}`,
          '',
          'It works once, within 10 minutes. If you did not ask for it, ignore this email.',
        ].join('\n'),
      });
    });
    this.outbox.notifyCommitted();
  }
}
