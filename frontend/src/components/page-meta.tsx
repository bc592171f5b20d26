export const SITE_NAME = 'Domain Liquidation Marketplace';
export const DEFAULT_TITLE = `${SITE_NAME} | List Domains Under $1,000 Fast`;
export const DEFAULT_DESCRIPTION =
  'List domains priced at $1,000 or less for a flat $9.99 credit and keep the whole sale price: 0% commission.';

export function siteUrl(): string {
  const configured = import.meta.env.VITE_SITE_URL;
  return (configured && configured.length > 0 ? configured : window.location.origin).replace(
    /\/+$/,
    '',
  );
}

interface PageMetaProps {
  /** Page title; the default "List Domains Under $1,000 Fast" title when omitted. */
  title?: string;
  description?: string;
  /** The page path, e.g. `/login`; the canonical link is the site URL plus this path. */
  path: string;
}

/** Title, description, social-preview and canonical tags; React hoists them into <head>. */
export function PageMeta({ title, description = DEFAULT_DESCRIPTION, path }: PageMetaProps) {
  const fullTitle = title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE;
  const url = `${siteUrl()}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      <link rel="canonical" href={url} />
    </>
  );
}
