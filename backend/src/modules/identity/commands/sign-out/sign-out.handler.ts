import { Injectable } from '@nestjs/common';
import { Sessions } from '../../sessions/sessions';
import { type SignOutCommand } from './sign-out.command';

@Injectable()
export class SignOutHandler {
  constructor(private readonly sessions: Sessions) {}

  async execute(command: SignOutCommand): Promise<void> {
    await this.sessions.revokeFamily(command.sessionId);
    if (!command.refreshToken) return;
    const family = await this.sessions.familyOf(command.refreshToken, command.userId);
    if (family && family !== command.sessionId) await this.sessions.revokeFamily(family);
  }
}
