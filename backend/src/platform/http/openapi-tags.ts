/**
 * The tags of the API (`@ApiTags`), each with what an integrator finds under it. A tag used by an
 * operation but missing here fails the Redocly lint of `npm test` (operation-tag-defined).
 */
export const API_TAGS = [
  { name: 'admin', description: 'Operator tools: a session for the job-queue dashboard.' },
  {
    name: 'api-tokens',
    description:
      'Personal API tokens (`dlm_...`) for your own scripts: sent as `Authorization: Bearer`, scoped (`listings:read`, `listings:write`, `leads:read`, `offers`), rate limited per token, revocable. Managed from a signed-in session only.',
  },
  {
    name: 'audit',
    description:
      'For auditors: the event log, its streams and event types, sales, and the projections read from the log.',
  },
  {
    name: 'auth',
    description:
      'Sign up, sign in, one-time codes, sessions and password recovery; the keys that sign access tokens.',
  },
  { name: 'billing', description: 'Your listing credits and the payments that bought them.' },
  { name: 'dashboard', description: "A seller's figures: listings, views, leads and sales." },
  {
    name: 'domains',
    description:
      'Listings: list a domain (one credit each), edit, relist, mark sold, check ownership, and the public marketplace.',
  },
  { name: 'health', description: 'Liveness and readiness of the service, for load balancers.' },
  { name: 'inquiries', description: 'Questions buyers send about a listing, and their status.' },
  {
    name: 'marketing',
    description: 'The contact form and the waiting list of the public site.',
  },
  {
    name: 'offers',
    description:
      'Offers on a listing, counters, acceptance and decline, and the seller rules that answer them.',
  },
  {
    name: 'payments',
    description:
      'Credit packs and the Pro subscription: products, checkout, cancellation, Stripe events.',
  },
  {
    name: 'post-transaction-analytics',
    description: 'Reports on a finished sale and the recommendations they make.',
  },
  { name: 'profiles', description: 'Your public profile (REST v1).' },
  {
    name: 'seller-dashboard',
    description: 'Leads, sales and response templates of a seller.',
  },
  {
    name: 'transaction-timeline',
    description: 'The stages of a deal between its buyer and seller, with its deadlines.',
  },
  { name: 'user', description: 'Your profile, credits and subscription.' },
  {
    name: 'verification',
    description: 'Checklists that buyer and seller tick off during a transfer.',
  },
  {
    name: 'watchlists',
    description: 'Listings you watch, saved searches and the alerts they send.',
  },
  {
    name: 'webhooks',
    description:
      'Signed outgoing webhooks: register an endpoint, receive `listing.sold`, `inquiry.received`, `offer.made`, ... in order per listing, see each delivery’s attempts and replay it.',
  },
];
