import { Injectable } from '@nestjs/common';
import { isUuid } from '../../../../platform/ids/uuid';
import { SignedLinks } from '../../../identity';
import { ChangeNotificationSettingsHandler } from '../change-notification-settings/change-notification-settings.handler';
import { InvalidUnsubscribeLinkError } from '../../model/watchlist.errors';
import { UNSUBSCRIBE_PURPOSE } from './unsubscribe-link';

/**
 * A mail's one-click unsubscribe (RFC 8058): the signed link names the buyer, who then gets no
 * alert and no notice until they turn them on again in their settings. A link we did not sign
 * is refused (400 INVALID_LINK).
 */
@Injectable()
export class UnsubscribeHandler {
  constructor(
    private readonly links: SignedLinks,
    private readonly settings: ChangeNotificationSettingsHandler,
  ) {}

  async execute(token: string): Promise<void> {
    const buyerId = this.links.verify(UNSUBSCRIBE_PURPOSE, token);
    if (!buyerId || !isUuid(buyerId)) throw new InvalidUnsubscribeLinkError();
    await this.settings.execute({
      buyerId,
      settings: { searchAlerts: false, watchNotices: false },
      via: 'unsubscribe_link',
    });
  }
}
