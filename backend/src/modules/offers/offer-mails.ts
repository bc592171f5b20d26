import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { AppConfig } from '../../platform/config/app-config';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { UserDirectory } from '../identity';
import { type Negotiation } from './model/negotiations';
import { type NegotiationEvent } from './model/offer.events';
import {
  DECLINE_REASON_LABELS,
  DEFAULT_DECLINE_MESSAGE,
  type OfferRules,
} from './model/offer-rules';

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

/**
 * The mails a negotiation's moves send, written in the move's transaction. A mail names amounts
 * that were offered and never the seller's minimum; an offer declined at once below it mails no
 * one (the buyer has the answer on screen), nor does a move to the side that made it.
 */
@Injectable()
export class OfferMails {
  constructor(
    private readonly outbox: MailOutbox,
    private readonly users: UserDirectory,
    private readonly config: AppConfig,
  ) {}

  async tell(
    manager: EntityManager,
    domainName: string,
    events: readonly NegotiationEvent[],
    negotiations: Record<string, Negotiation>,
  ): Promise<void> {
    for (const event of events) {
      const negotiation = negotiations[event.data.offerId];
      if (!negotiation) continue;
      const mail = this.mailFor(event, negotiation, domainName);
      if (!mail) continue;
      const recipients = mail.to === 'both' ? (['seller', 'buyer'] as const) : [mail.to];
      for (const role of recipients) {
        const user = await this.users.find(
          role === 'seller' ? negotiation.sellerId : negotiation.buyerId,
          manager,
        );
        if (!user) continue;
        await this.outbox.enqueue(manager, {
          to: user.email,
          template: `offers.${mail.template}`,
          subject: mail.subject,
          text: [`Hello ${user.fullName},`, '', ...mail.lines, '', mail.link(role)].join('\n'),
          dedupeKey: `offers:${event.type}:${event.data.offerId}:${role}:${eventTime(event)}`,
        });
      }
    }
  }

  private mailFor(
    event: NegotiationEvent,
    negotiation: Negotiation,
    name: string,
  ):
    | {
        to: 'seller' | 'buyer' | 'both';
        template: string;
        subject: string;
        lines: string[];
        link: (role: 'seller' | 'buyer') => string;
      }
    | undefined {
    const site = this.config.siteUrl;
    const offersLink = (role: 'seller' | 'buyer') =>
      role === 'seller'
        ? `See your offers at ${site}/seller-dashboard`
        : `See your offers at ${site}/offers`;
    switch (event.type) {
      case 'offers.OfferMade':
        return {
          to: 'seller',
          template: 'offer-made',
          subject: `New offer of ${usd(event.data.amountCents)} for ${name}`,
          lines: [
            `A buyer offered ${usd(event.data.amountCents)} for ${name} (listed at ${usd(event.data.listedPriceCents)}).`,
            `The offer binds the buyer until ${event.data.expiresAt.slice(0, 10)}: accept, counter or decline it.`,
          ],
          link: offersLink,
        };
      case 'offers.OfferCountered':
        return {
          to: event.data.by === 'seller' ? 'buyer' : 'seller',
          template: 'offer-countered',
          subject: `Counter-offer of ${usd(event.data.amountCents)} for ${name}`,
          lines: [
            `The ${event.data.by} answered with ${usd(event.data.amountCents)} for ${name}.`,
            `It stands until ${event.data.expiresAt.slice(0, 10)}.`,
          ],
          link: offersLink,
        };
      case 'offers.OfferAccepted':
        return {
          to: 'both',
          template: 'offer-accepted',
          subject: `Deal agreed: ${name} for ${usd(event.data.amountCents)}`,
          lines: [
            `The offer of ${usd(event.data.amountCents)} for ${name} was accepted.`,
            `Payment into escrow is due within ${negotiation.rules.paymentDays} days, and the transfer within ${negotiation.rules.transferDays} days of payment.`,
          ],
          link: () => `Follow the deal at ${site}/deals/${event.data.timelineId}`,
        };
      case 'offers.OfferDeclined':
        if (event.data.reason === 'below_minimum') return undefined;
        return {
          to: event.data.by === 'buyer' ? 'seller' : 'buyer',
          template: 'offer-declined',
          subject: `Offer for ${name} declined`,
          lines: [
            event.data.reason === 'sold'
              ? `${name} was sold to another buyer, so your offer is closed.`
              : `Your offer of ${usd(negotiation.amountCents)} for ${name} was declined: ${DECLINE_REASON_LABELS[event.data.reason]}.`,
          ],
          link: offersLink,
        };
      case 'offers.OfferWithdrawn':
        return {
          to: 'seller',
          template: 'offer-withdrawn',
          subject: `Offer for ${name} withdrawn`,
          lines: [`The buyer withdrew the offer of ${usd(negotiation.amountCents)} for ${name}.`],
          link: offersLink,
        };
      case 'offers.OfferExpired':
        return undefined;
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  }
}

/** The seller's answer to an offer below the minimum, as the buyer sees it. */
export function belowMinimumAnswer(rules: Pick<OfferRules, 'declineMessage'>): string {
  return rules.declineMessage ?? DEFAULT_DECLINE_MESSAGE;
}

function eventTime(event: NegotiationEvent): string {
  const data = event.data as Record<string, unknown>;
  return String(
    data.madeAt ??
      data.counteredAt ??
      data.acceptedAt ??
      data.declinedAt ??
      data.withdrawnAt ??
      data.expiredAt,
  );
}
