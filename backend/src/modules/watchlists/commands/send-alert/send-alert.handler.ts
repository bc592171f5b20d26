import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { AppConfig } from '../../../../platform/config/app-config';
import { CommandRunner } from '../../../../platform/event-store/command-runner';
import { MailOutbox } from '../../../../platform/mail/mail-outbox';
import { SignedLinks, UserDirectory } from '../../../identity';
import {
  alertsStream,
  DEFAULT_SETTINGS,
  decideAlert,
  type PendingLine,
} from '../../model/watchlist';
import { type AlertLineKind, type AlertSent } from '../../model/watchlist.events';
import {
  UNSUBSCRIBE_LINK_LIFETIME_MS,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_PURPOSE,
} from '../unsubscribe/unsubscribe-link';
import { alertMail } from './alert-mail';

export interface SendAlertCommand {
  buyerId: string;
  mode: AlertSent['data']['mode'];
  /** Derived from the cause (the listing event, the day of a digest): a repeated job is a replay. */
  commandId?: string;
}

const DAY = 24 * 60 * 60 * 1000;
const startOfDay = (now: Date) => new Date(Math.floor(now.getTime() / DAY) * DAY);

interface Recipient {
  email: string;
  fullName: string;
}

interface Reads {
  lines: PendingLine[];
  settings: { searchAlerts: boolean; watchNotices: boolean };
  alreadyMatched: Set<string>;
  recipient: Recipient | undefined;
}

/**
 * Mails the buyer the alert lines due for `mode`, once: under the lock of the buyer's alerts
 * stream it takes the due lines off `watchlist_pending_alerts`, appends `AlertSent` and queues
 * the mail in one transaction, so a job run again (or a worker killed mid-run and retried) finds
 * nothing left to send, and a command id seen before is a replay. Notices of a listing already mailed about today stay for tomorrow; a
 * digest takes only the lines of the days before today.
 */
@Injectable()
export class SendAlertHandler {
  constructor(
    private readonly commands: CommandRunner,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
    private readonly links: SignedLinks,
    private readonly config: AppConfig,
  ) {}

  async execute({ buyerId, mode, commandId }: SendAlertCommand): Promise<boolean> {
    const now = this.clock.now();
    let mailed: { lines: PendingLine[]; recipient: Recipient } | undefined;
    const outcome = await this.commands.run({
      id: commandId,
      metadata: { actorId: buyerId },
      streams: { alerts: alertsStream(buyerId) },
      read: (manager) => this.takeDueLines(manager, buyerId, mode, now),
      decide: (_, { recipient, ...reads }) => {
        const decided = recipient ? decideAlert({ buyerId, mode, now, ...reads }) : undefined;
        mailed = recipient && decided && { lines: decided.lines, recipient };
        return { alerts: decided ? [decided.event] : [] };
      },
      alongside: async (manager) => {
        if (!mailed) return;
        const { lines, recipient } = mailed;
        const unsubscribeUrl = `${this.config.siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(
          this.links.sign(UNSUBSCRIBE_PURPOSE, {
            subject: buyerId,
            expiresAt: new Date(now.getTime() + UNSUBSCRIBE_LINK_LIFETIME_MS),
          }),
        )}`;
        const mail = alertMail(
          mode,
          lines,
          recipient.fullName,
          this.config.siteUrl,
          unsubscribeUrl,
        );
        await this.outbox.enqueue(manager, {
          to: recipient.email,
          ...mail,
          ...(commandId && { dedupeKey: `watchlists:${commandId}` }),
          headers: {
            'List-Unsubscribe': `<${unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
      },
    });
    const sent = !outcome.replayed && (outcome.events.alerts?.length ?? 0) > 0;
    if (sent) this.outbox.notifyCommitted();
    return sent;
  }

  /**
   * Takes (deletes, in the command's transaction) the lines `mode` sends now, with what the
   * decision needs: the buyer's settings and which of the listings were already alerted.
   */
  private async takeDueLines(
    manager: EntityManager,
    buyerId: string,
    mode: AlertSent['data']['mode'],
    now: Date,
  ): Promise<Reads> {
    const kinds: AlertLineKind[] = mode === 'notices' ? ['price_drop', 'sold'] : ['match'];
    const today = startOfDay(now);
    const taken = await manager.query<
      {
        listing_id: string;
        kind: AlertLineKind;
        name: string;
        price_cents: number;
        search_name: string | null;
        watched_price_cents: number | null;
      }[]
    >(
      `with taken as (
         delete from watchlist_pending_alerts p
          where p.buyer_id = $1 and p.kind = any($2::text[])
            and ($3::boolean is false or p.created_at < $4)
            and (p.kind = 'match' or not exists (
                  select 1 from watchlist_alerts_sent a
                   where a.buyer_id = p.buyer_id and a.listing_id = p.listing_id
                     and a.kind = 'notice' and a.sent_on = ($4::timestamptz at time zone 'UTC')::date))
          returning p.*)
       select t.listing_id, t.kind, t.name, t.price_cents, s.name as search_name,
              w.price_cents_watched as watched_price_cents
         from taken t
         left join saved_searches s on s.id = t.search_id
         left join watchlist_items w on w.buyer_id = t.buyer_id and w.listing_id = t.listing_id
        order by t.created_at, t.name`,
      [buyerId, kinds, mode === 'digest', today],
    );
    const [settings] = await manager.query<{ search_alerts: boolean; watch_notices: boolean }[]>(
      `select search_alerts, watch_notices from watchlist_settings where buyer_id = $1`,
      [buyerId],
    );
    const matched = await manager.query<{ listing_id: string }[]>(
      `select listing_id from watchlist_alerts_sent
        where buyer_id = $1 and kind = 'match' and listing_id = any($2::uuid[])`,
      [buyerId, taken.map((line) => line.listing_id)],
    );
    return {
      lines: taken.map((line) => ({
        listingId: line.listing_id,
        kind: line.kind,
        name: line.name,
        priceCents: line.price_cents,
        searchName: line.search_name,
        watchedPriceCents: line.watched_price_cents,
      })),
      settings: settings
        ? { searchAlerts: settings.search_alerts, watchNotices: settings.watch_notices }
        : DEFAULT_SETTINGS,
      alreadyMatched: new Set(matched.map((row) => row.listing_id)),
      recipient: await this.users.find(buyerId, manager),
    };
  }
}
