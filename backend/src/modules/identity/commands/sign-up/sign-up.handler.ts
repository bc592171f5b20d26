import { Injectable } from '@nestjs/common';
import { UserRegistration } from '../../accounts/user-registration';
import { type Session } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { type SignUpCommand } from './sign-up.command';

@Injectable()
export class SignUpHandler {
  constructor(
    private readonly registration: UserRegistration,
    private readonly sessions: Sessions,
  ) {}

  async execute(command: SignUpCommand): Promise<Session> {
    const account = await this.registration.registerUser(command);
    return this.sessions.start(account);
  }
}
