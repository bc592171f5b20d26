import { Injectable } from '@nestjs/common';
import { RegisterUserHandler } from '../register-user/register-user.handler';
import { type Session } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { type SignUpCommand } from './sign-up.command';

@Injectable()
export class SignUpHandler {
  constructor(
    private readonly registration: RegisterUserHandler,
    private readonly sessions: Sessions,
  ) {}

  async execute(command: SignUpCommand): Promise<Session> {
    const account = await this.registration.execute(command);
    return this.sessions.start(account);
  }
}
