import { formatWholeUsd } from '../../lib/format';
import type { SellerInquiry } from './api/seller-inquiries';

/** What a template may say in braces, filled in from the lead it answers. */
export const TEMPLATE_PLACEHOLDERS = '{domain}, {buyer} and {price}';

/** A template's subject or text with the lead's domain, buyer name and price put in. */
export function fillTemplate(text: string, lead: SellerInquiry): string {
  return text
    .replaceAll('{domain}', lead.domain.name)
    .replaceAll('{buyer}', lead.buyer_name)
    .replaceAll('{price}', formatWholeUsd(lead.domain.price));
}

/** A mail to the buyer, written in the seller's own mail program. */
export function replyMailto(email: string, subject: string, body: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
