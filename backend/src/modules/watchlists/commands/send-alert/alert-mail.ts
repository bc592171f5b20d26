import { type AlertSent } from '../../model/watchlist.events';
import { type PendingLine } from '../../model/watchlist';
import { DIGEST_MAX_LINES } from '../../model/watchlist-rules';

const usd = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

export interface AlertMailText {
  subject: string;
  text: string;
  template: string;
}

/** The mail of one alert: the lines as a buyer reads them, each with its link. */
export function alertMail(
  mode: AlertSent['data']['mode'],
  lines: readonly PendingLine[],
  recipient: string,
  site: string,
  unsubscribeUrl: string,
): AlertMailText {
  const link = (line: PendingLine) => `${site}/d/${line.name}`;
  const footer = [
    '',
    `Your saved searches, watchlist and notification settings: ${site}/watchlist`,
    `Unsubscribe from every alert in one click: ${unsubscribeUrl}`,
  ];
  const hello = [`Hello ${recipient},`, ''];
  if (mode === 'instant') {
    const [first] = lines;
    return {
      template: 'watchlists.instant-alert',
      subject:
        lines.length === 1
          ? `New on the marketplace: ${first.name} for ${usd(first.priceCents)}`
          : `${lines.length} new names match your saved searches`,
      text: [
        ...hello,
        'New listings match your saved searches:',
        ...lines.map(
          (line) =>
            `- ${line.name} for ${usd(line.priceCents)} (${line.searchName ?? 'saved search'}): ${link(line)}`,
        ),
        ...footer,
      ].join('\n'),
    };
  }
  if (mode === 'digest') {
    const shown = lines.slice(0, DIGEST_MAX_LINES);
    return {
      template: 'watchlists.daily-digest',
      subject: `Your daily digest: ${lines.length} new ${lines.length === 1 ? 'name matches' : 'names match'} your saved searches`,
      text: [
        ...hello,
        'New listings since yesterday that match your saved searches:',
        ...shown.map(
          (line) =>
            `- ${line.name} for ${usd(line.priceCents)} (${line.searchName ?? 'saved search'}): ${link(line)}`,
        ),
        ...(lines.length > shown.length
          ? [`and ${lines.length - shown.length} more: see them all at ${site}/watchlist/searches`]
          : [`See all your saved searches at ${site}/watchlist/searches`]),
        ...footer,
      ].join('\n'),
    };
  }
  const describe = (line: PendingLine) =>
    line.kind === 'sold'
      ? `- ${line.name} was sold.`
      : `- ${line.name} now costs ${usd(line.priceCents)}${
          line.watchedPriceCents !== null
            ? ` (${usd(line.watchedPriceCents)} when you began to watch it)`
            : ''
        }: ${link(line)}`;
  const [only] = lines;
  return {
    template: 'watchlists.watch-notices',
    subject:
      lines.length > 1
        ? `${lines.length} names on your watchlist changed`
        : only.kind === 'sold'
          ? `${only.name} was sold`
          : `Price drop: ${only.name} now costs ${usd(only.priceCents)}`,
    text: [...hello, 'News of names on your watchlist:', ...lines.map(describe), ...footer].join(
      '\n',
    ),
  };
}
