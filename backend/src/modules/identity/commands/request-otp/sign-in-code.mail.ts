import { Injectable, type OnModuleInit } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { OneTimeCodes } from '../../accounts/one-time-codes';
import { UserAccounts } from '../../accounts/user-accounts';

export const SIGN_IN_CODE_TEMPLATE = 'identity.sign-in-code';

/**
 * The sign-in code mail, written when the outbox delivers it, after the request was answered:
 * only then is the account looked up and a code issued (voiding any earlier one). An unknown
 * address gets nothing.
 */
@Injectable()
export class SignInCodeMail implements OnModuleInit {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UserAccounts,
    private readonly codes: OneTimeCodes,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.outbox.composeAtDelivery(SIGN_IN_CODE_TEMPLATE, (manager, to) =>
      this.compose(manager, to),
    );
  }

  private async compose(manager: EntityManager, to: string): Promise<{ text: string } | undefined> {
    const account = await this.users.findByEmail(to, manager);
    if (!account) return undefined;
    const code = await this.codes.issueSignInCode(manager, account.id, this.clock.now());
    return {
      text: [
        `Your sign-in code is ${code}`,
        '',
        'It works once, within 10 minutes. If you did not ask for it, ignore this email.',
      ].join('\n'),
    };
  }
}
