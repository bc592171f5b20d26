export interface NavLink {
  label: string;
  to: string;
}

export const PUBLIC_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Marketplace', to: '/marketplace' },
  { label: 'Pricing', to: '/checkout' },
];

export const SIGNED_IN_LINKS: NavLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Seller Dashboard', to: '/seller-dashboard' },
  { label: 'My offers', to: '/offers' },
  { label: 'Deals', to: '/deals' },
];

export const BILLING_LINK: NavLink = { label: 'Billing', to: '/billing' };

/** Personal API tokens and webhooks, for sellers who build their own tools. */
export const API_LINK: NavLink = { label: 'API', to: '/settings/api' };

/** Shown to auditors only. */
export const AUDIT_LINK: NavLink = { label: 'Audit', to: '/audit' };
