import { Injectable } from '@nestjs/common';
import { type Session } from '../../sessions/session.dto';
import { Sessions } from '../../sessions/sessions';
import { type RefreshSessionCommand } from './refresh-session.command';

@Injectable()
export class RefreshSessionHandler {
  constructor(private readonly sessions: Sessions) {}

  execute(command: RefreshSessionCommand): Promise<Session> {
    return this.sessions.refresh(command.refreshToken);
  }
}
