import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { OneTimeCodes } from '../../accounts/one-time-codes';
import { UserAccounts } from '../../accounts/user-accounts';
import { type RecoverPasswordCommand } from './recover-password.command';

@Injectable()
export class RecoverPasswordHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserAccounts,
    private readonly codes: OneTimeCodes,
    private readonly outbox: MailOutbox,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Does nothing visible for an unknown address: the caller answers the same either way. */
  async execute(command: RecoverPasswordCommand): Promise<void> {
    const account = await this.users.findByEmail(command.email);
    if (!account) return;
    await this.dataSource.transaction(async (manager) => {
      const token = await this.codes.issueResetToken(manager, account.id, this.clock.now());
      const link = `${this.config.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.outbox.enqueue(manager, {
        to: account.email,
        subject: 'Reset your password',
        template: 'identity.password-reset',
        text: [
          'Someone asked to reset the password of your account.',
          '',
          `To choose a new password, open this link within an hour: ${link}`,
          '',
          `Or enter this reset token: ${token}`,
          '',
          'If it was not you, ignore this email: your password stays as it is.',
        ].join('\n'),
      });
    });
    this.outbox.notifyCommitted();
  }
}
