import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { decide, type NotificationSettings, watchlistStream } from '../../model/watchlist';

export interface ChangeNotificationSettingsCommand {
  buyerId: string;
  settings: NotificationSettings;
  via: 'settings' | 'unsubscribe_link';
}

@Injectable()
export class ChangeNotificationSettingsHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
  ) {}

  async execute({ buyerId, settings, via }: ChangeNotificationSettingsCommand): Promise<void> {
    const now = this.clock.now();
    await this.commands.run({
      metadata: { actorId: buyerId },
      streams: { watchlist: watchlistStream(buyerId) },
      decide: ({ watchlist }) => ({
        watchlist: decide({ type: 'ChangeSettings', buyerId, settings, via, now }, watchlist),
      }),
    });
  }
}
