import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { OneTimeCodes } from '../../accounts/one-time-codes';
import { UserAccounts } from '../../accounts/user-accounts';

export const PASSWORD_RESET_TEMPLATE = 'identity.password-reset';

/**
 * The password-reset mail, written when the outbox delivers it, after the request was answered:
 * only then is the account looked up and a reset token issued. An unknown address gets nothing.
 */
@Injectable()
export class PasswordResetMail implements OnModuleInit {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UserAccounts,
    private readonly codes: OneTimeCodes,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.outbox.composeAtDelivery(PASSWORD_RESET_TEMPLATE, (manager, to) =>
      this.compose(manager, to),
    );
  }

  private async compose(manager: EntityManager, to: string): Promise<{ text: string } | undefined> {
    const account = await this.users.findByEmail(to, manager);
    if (!account) return undefined;
    const token = await this.codes.issueResetToken(manager, account.id, this.clock.now());
    const link = `${this.config.siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
    return {
      text: [
        'Someone asked to reset the password of your account.',
        '',
        `To choose a new password, open this link within an hour: ${link}`,
        '',
        `Or enter this reset token: ${token}`,
        '',
        'If it was not you, ignore this email: your password stays as it is.',
      ].join('\n'),
    };
  }
}
