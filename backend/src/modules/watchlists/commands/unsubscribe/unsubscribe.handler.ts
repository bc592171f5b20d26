import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../platform/clock/clock';
import { isUuid } from '../../../../platform/ids/uuid';
import { SignedLinks } from '../../../identity';
import { ChangeNotificationSettingsHandler } from '../change-notification-settings/change-notification-settings.handler';
import {
  ExpiredUnsubscribeLinkError,
  InvalidUnsubscribeLinkError,
} from '../../model/watchlist.errors';
import { UNSUBSCRIBE_PURPOSE } from './unsubscribe-link';

/**
 * A mail's one-click unsubscribe (RFC 8058): the sealed link names the buyer, who then gets no
 * alert and no notice until they turn them on again in their settings. A link we did not make
 * is refused (400 INVALID_LINK), and so is one older than a year (400 LINK_EXPIRED).
 */
@Injectable()
export class UnsubscribeHandler {
  constructor(
    private readonly links: SignedLinks,
    private readonly settings: ChangeNotificationSettingsHandler,
    private readonly clock: Clock,
  ) {}

  /** The buyer a link unsubscribes; throws when it is not one of ours or has expired. */
  buyerOf(token: string): string {
    const grant = this.links.verify(UNSUBSCRIBE_PURPOSE, token);
    if (!grant || !isUuid(grant.subject)) throw new InvalidUnsubscribeLinkError();
    if (grant.expiresAt <= this.clock.now()) throw new ExpiredUnsubscribeLinkError();
    return grant.subject;
  }

  async execute(token: string): Promise<void> {
    await this.settings.execute({
      buyerId: this.buyerOf(token),
      settings: { searchAlerts: false, watchNotices: false },
      via: 'unsubscribe_link',
    });
  }
}
