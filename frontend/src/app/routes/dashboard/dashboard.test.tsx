import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../../../lib/auth/session-store';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { ACTIVE_SUBSCRIPTION, CREDIT_PRODUCT, PRO_PRODUCT } from '../../../test/billing-stubs';
import {
  ADVANCED,
  FREE_PROFILE,
  listingsPage,
  PRO_PROFILE,
  QUIET_ADVANCED,
  sellerOn,
  STATS,
} from './test/fixtures';
import { dashboardReady, renderDashboard } from './test/render-dashboard';

function statCard(name: string) {
  return within(screen.getByRole('group', { name }));
}

function creditsCard(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

describe('seller dashboard: overview', () => {
  it('shows "Loading Your Dashboard" until the first data arrives, then greets the seller', async () => {
    let answerStats: (response: Response) => void = () => undefined;
    renderDashboard({
      'GET /api/dashboard/stats': () =>
        new Promise<Response>((resolve) => {
          answerStats = resolve;
        }),
    });

    expect(await screen.findByText('Loading Your Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Welcome back/ })).not.toBeInTheDocument();

    answerStats(okResponse(STATS));

    expect(await dashboardReady()).toHaveTextContent('Welcome back, alice');
    expect(screen.queryByText('Loading Your Dashboard')).not.toBeInTheDocument();
    expect(document.title).toContain('Seller Dashboard');
  });

  it.each([
    [0, 'credits remaining', 'No credits available'],
    [1, 'credit remaining', 'Low credits'],
    [3, 'credits remaining', 'Low credits'],
    [5, 'credits remaining', 'Low credits'],
    [10, 'credits remaining', null],
  ])('shows %i available credits as "%s" with badge %s', async (credits, remaining, badge) => {
    renderDashboard({
      'GET /api/user/profile': () => okResponse({ ...FREE_PROFILE, available_credits: credits }),
    });
    await dashboardReady();

    const card = creditsCard('Available Credits');
    expect(card.getByLabelText('Available credits')).toHaveTextContent(String(credits));
    expect(card.getByText(remaining)).toBeInTheDocument();
    for (const text of ['No credits available', 'Low credits']) {
      if (text === badge) expect(card.getByText(text)).toBeInTheDocument();
      else expect(card.queryByText(text)).not.toBeInTheDocument();
    }
  });

  it('titles the credit card "Pro Credits" for a Pro seller', async () => {
    renderDashboard(sellerOn(PRO_PROFILE));
    await dashboardReady();

    const card = creditsCard('Pro Credits');
    expect(card.getByLabelText('Available credits')).toHaveTextContent('87');
    expect(screen.queryByRole('region', { name: 'Available Credits' })).not.toBeInTheDocument();
  });

  it.each([
    {
      seller: 'a free seller with credits',
      profile: { ...FREE_PROFILE, available_credits: 3 },
      label: 'List New Domain',
      target: '/list-domain',
    },
    {
      seller: 'a Pro seller with credits',
      profile: PRO_PROFILE,
      label: 'List New Domain',
      target: '/list-domain',
    },
    {
      seller: 'a free seller without credits',
      profile: { ...FREE_PROFILE, available_credits: 0 },
      label: 'Upgrade to Pro to List',
      target: '/checkout?plan=credit',
    },
    {
      seller: 'a Pro seller without credits',
      profile: { ...PRO_PROFILE, available_credits: 0 },
      label: 'Upgrade to Pro to List',
      target: '/billing',
    },
  ])('gives $seller the main button "$label" to $target', async ({ profile, label, target }) => {
    renderDashboard(sellerOn(profile));
    await dashboardReady();

    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', target);
  });

  it('offers a free seller credits, the Pro upgrade, billing and the Pro upsell', async () => {
    renderDashboard();
    await dashboardReady();

    expect(await screen.findByRole('link', { name: 'Buy Credit - $9.99' })).toHaveAttribute(
      'href',
      '/checkout?plan=credit',
    );
    expect(screen.getByRole('link', { name: 'Upgrade to Pro ($500/year)' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro',
    );
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('heading', { name: 'Upgrade to Liquidation Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Liquidation Pro' })).not.toBeInTheDocument();
  });

  it('prices the purchase buttons and the upsell from the product list', async () => {
    renderDashboard({
      'GET /api/payments/products': () =>
        okResponse([
          { ...CREDIT_PRODUCT, price: 12.5 },
          { ...PRO_PRODUCT, price: 600 },
        ]),
    });
    await dashboardReady();

    expect(await screen.findByRole('link', { name: 'Buy Credit - $12.50' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro ($600/year)' })).toBeInTheDocument();
    expect(
      screen.getByText('$600 per year for 100 listing credits, about $6 each, plus:'),
    ).toBeInTheDocument();
  });

  it('says credit purchasing is unavailable when the server offers no credit product', async () => {
    renderDashboard({ 'GET /api/payments/products': () => okResponse([PRO_PRODUCT]) });
    await dashboardReady();

    expect(
      await screen.findByText('Credit purchasing is temporarily unavailable.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Credit/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro ($500/year)' })).toBeInTheDocument();
  });

  it("shows the spec's prices when the product list cannot be loaded", async () => {
    renderDashboard({
      'GET /api/payments/products': () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR'),
    });
    await dashboardReady();

    expect(await screen.findByRole('link', { name: 'Buy Credit - $9.99' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro ($500/year)' })).toBeInTheDocument();
    expect(
      screen.queryByText('Credit purchasing is temporarily unavailable.'),
    ).not.toBeInTheDocument();
  });

  it('treats the pro tier without an active subscription as the free plan', async () => {
    renderDashboard({
      'GET /api/user/profile': () => okResponse(PRO_PROFILE),
      'GET /api/user/subscription': () =>
        okResponse({ ...ACTIVE_SUBSCRIPTION, subscription_status: 'canceled' }),
    });
    await dashboardReady();

    expect(screen.getByRole('region', { name: 'Available Credits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upgrade to Liquidation Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Bulk Upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Advanced Analytics' })).not.toBeInTheDocument();
  });

  it('gives a Pro seller bulk upload, billing and the Pro panel, and no purchase buttons', async () => {
    renderDashboard({
      ...sellerOn(PRO_PROFILE),
      'GET /api/dashboard/advanced': () => okResponse(ADVANCED),
    });
    await dashboardReady();

    expect(screen.getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute(
      'href',
      '/list-domain?mode=bulk',
    );
    expect(screen.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    const panel = within(screen.getByRole('region', { name: 'Liquidation Pro' }));
    expect(panel.getByText(/87 listing credits left/)).toBeInTheDocument();
    expect(panel.getByText(/Priority placement/)).toBeInTheDocument();
    expect(panel.getByText('Advanced analytics')).toBeInTheDocument();
    expect(panel.getByText('Bulk CSV upload')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Buy Credit/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade to Pro \(/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Upgrade to Liquidation Pro' }),
    ).not.toBeInTheDocument();
  });

  it('shows the stat cards from the server figures', async () => {
    renderDashboard();
    await dashboardReady();

    expect(statCard('Total Listings').getByText('12')).toBeInTheDocument();
    expect(statCard('Total Listings').getByText('9 active')).toBeInTheDocument();
    expect(statCard('Inquiries').getByText('24')).toBeInTheDocument();
    expect(statCard('Conversion Rate').getByText('12.5%')).toBeInTheDocument();
    expect(statCard('Conversion Rate').getByText('Inquiry to sale')).toBeInTheDocument();
    expect(statCard('Total Revenue').getByText('$1,250.00')).toBeInTheDocument();
    expect(statCard('Views').getByText('4,321')).toBeInTheDocument();
    expect(statCard('Average Price').getByText('$249.50')).toBeInTheDocument();
  });

  it('shows a conversion rate with one decimal', async () => {
    renderDashboard({
      'GET /api/dashboard/stats': () => okResponse({ ...STATS, conversionRate: 8 }),
    });
    await dashboardReady();

    expect(statCard('Conversion Rate').getByText('8.0%')).toBeInTheDocument();
  });

  it('shows "Statistics Error" with zeros when the figures fail, and Retry loads them', async () => {
    let statsFail = true;
    const { server } = renderDashboard({
      'GET /api/dashboard/stats': () =>
        statsFail ? new Response('oops', { status: 500 }) : okResponse(STATS),
    });
    await dashboardReady();

    const banner = within(screen.getByRole('alert'));
    expect(banner.getByText('Statistics Error')).toBeInTheDocument();
    expect(banner.getByText('Failed to load dashboard statistics')).toBeInTheDocument();
    expect(statCard('Total Listings').getByText('0')).toBeInTheDocument();
    expect(statCard('Total Listings').getByText('0 active')).toBeInTheDocument();
    expect(statCard('Conversion Rate').getByText('0.0%')).toBeInTheDocument();
    expect(statCard('Total Revenue').getByText('$0.00')).toBeInTheDocument();

    statsFail = false;
    await userEvent.setup().click(banner.getByRole('button', { name: 'Retry' }));

    expect(await statCard('Total Listings').findByText('12')).toBeInTheDocument();
    expect(screen.queryByText('Statistics Error')).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/stats')).toHaveLength(2);
  });

  it.each([
    [
      'a 403',
      () => errorResponse(403, 'Forbidden', 'FORBIDDEN'),
      'You do not have permission to view these statistics',
    ],
    [
      'an unreachable server',
      () => Promise.reject(new TypeError('fetch failed')),
      'Unable to connect to the server. Please check your internet connection and try again.',
    ],
  ])('explains %s in the "Statistics Error" banner', async (_case, answer, message) => {
    renderDashboard({ 'GET /api/dashboard/stats': answer });
    await dashboardReady();

    const banner = within(screen.getByRole('alert'));
    expect(banner.getByText('Statistics Error')).toBeInTheDocument();
    expect(banner.getByText(message)).toBeInTheDocument();
  });

  it('shows "Domain Loading Error" when the listings fail, and Retry loads them', async () => {
    let listingsFail = true;
    renderDashboard({
      'GET /api/domains/my-listings': () =>
        listingsFail
          ? errorResponse(500, 'Internal error', 'INTERNAL_ERROR')
          : okResponse(listingsPage([])),
    });
    await dashboardReady();

    const banner = within(screen.getByRole('alert'));
    expect(banner.getByText('Domain Loading Error')).toBeInTheDocument();
    expect(banner.getByText('Failed to load domain listings')).toBeInTheDocument();
    expect(screen.queryByText('Statistics Error')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No domains listed yet')).not.toBeInTheDocument();

    listingsFail = false;
    await userEvent.setup().click(banner.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No domains listed yet')).toBeInTheDocument();
    expect(screen.queryByText('Domain Loading Error')).not.toBeInTheDocument();
  });

  it('shows "Authentication Error" on a 401 and signs in again from /login', async () => {
    renderDashboard({
      'GET /api/dashboard/stats': () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'),
      'GET /api/domains/my-listings': () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'),
      'POST /api/auth/signout': () => okResponse({ signed_out: true }),
    });
    await dashboardReady();

    const banner = within(screen.getByRole('alert'));
    expect(banner.getByText('Authentication Error')).toBeInTheDocument();
    expect(banner.getByText('Please sign in again to view your statistics')).toBeInTheDocument();
    expect(screen.queryByText('Statistics Error')).not.toBeInTheDocument();
    expect(screen.queryByText('Domain Loading Error')).not.toBeInTheDocument();
    const signInAgain = banner.getByRole('link', { name: 'Sign In Again' });
    expect(signInAgain).toHaveAttribute('href', '/login');

    await userEvent.setup().click(signInAgain);

    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('refetches the figures, the listings and the profile on "Refresh Data"', async () => {
    const { server } = renderDashboard();
    await dashboardReady();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh Data' }));

    await waitFor(() => {
      expect(server.callsTo('GET', '/api/dashboard/stats')).toHaveLength(2);
      expect(server.callsTo('GET', '/api/domains/my-listings')).toHaveLength(2);
      expect(server.callsTo('GET', '/api/user/profile')).toHaveLength(2);
    });
  });

  it('asks for the first 50 listings', async () => {
    const { server } = renderDashboard();
    await dashboardReady();

    const [request] = server.callsTo('GET', '/api/domains/my-listings');
    const query = new URL((request as Request).url).searchParams;
    expect(query.get('page')).toBe('1');
    expect(query.get('limit')).toBe('50');
  });
});

describe('seller dashboard: advanced analytics', () => {
  beforeEach(() => {
    // jsdom lays nothing out; give the charts' containers a size so that they draw.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 640, height: 240 }),
    );
  });

  it('draws a Pro seller their own figures', async () => {
    renderDashboard({
      ...sellerOn(PRO_PROFILE),
      'GET /api/dashboard/advanced': () => okResponse(ADVANCED),
    });
    await dashboardReady();

    const block = within(screen.getByRole('region', { name: 'Advanced Analytics' }));
    expect(
      await block.findByText('65 views, 5 inquiries and 1 sale in the last 90 days'),
    ).toBeInTheDocument();
    expect(
      block.getByRole('img', { name: 'Views and inquiries per day over the last 90 days' }),
    ).toBeInTheDocument();
    expect(
      block.getByRole('img', { name: 'Listings, inquiries and sales by price band' }),
    ).toBeInTheDocument();
    const rows = within(block.getByRole('table', { name: 'Top listings' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('cloudly.io')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('$249.00')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('8.0%')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('fastbrew.com')).toBeInTheDocument();
  });

  it('shows an empty state when there is no activity yet', async () => {
    renderDashboard({
      ...sellerOn(PRO_PROFILE),
      'GET /api/dashboard/advanced': () => okResponse(QUIET_ADVANCED),
    });
    await dashboardReady();

    const block = within(screen.getByRole('region', { name: 'Advanced Analytics' }));
    expect(await block.findByText('No activity yet')).toBeInTheDocument();
    expect(block.queryByRole('img')).not.toBeInTheDocument();
    expect(block.queryByRole('table')).not.toBeInTheDocument();
  });

  it("passes on the server's word when it refuses the analytics", async () => {
    renderDashboard({
      ...sellerOn(PRO_PROFILE),
      'GET /api/dashboard/advanced': () =>
        errorResponse(403, 'Advanced analytics are part of Liquidation Pro', 'PRO_REQUIRED'),
    });
    await dashboardReady();

    const block = within(screen.getByRole('region', { name: 'Advanced Analytics' }));
    expect(
      await block.findByText('Advanced analytics are part of Liquidation Pro'),
    ).toBeInTheDocument();
  });

  it('offers Retry when the analytics fail, and Refresh Data asks again too', async () => {
    let analyticsFail = true;
    const { server } = renderDashboard({
      ...sellerOn(PRO_PROFILE),
      'GET /api/dashboard/advanced': () =>
        analyticsFail ? new Response('oops', { status: 500 }) : okResponse(ADVANCED),
    });
    await dashboardReady();
    const user = userEvent.setup();

    const block = within(screen.getByRole('region', { name: 'Advanced Analytics' }));
    const alert = within(await block.findByRole('alert'));
    expect(alert.getByText('Failed to load advanced analytics')).toBeInTheDocument();

    analyticsFail = false;
    await user.click(alert.getByRole('button', { name: 'Retry' }));
    expect(await block.findByRole('table', { name: 'Top listings' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh Data' }));
    await waitFor(() => expect(server.callsTo('GET', '/api/dashboard/advanced')).toHaveLength(3));
  });

  it('is absent for a free seller, who never asks for it', async () => {
    const { server } = renderDashboard();
    await dashboardReady();

    expect(screen.queryByRole('region', { name: 'Advanced Analytics' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/dashboard/advanced')).toHaveLength(0);
  });
});
