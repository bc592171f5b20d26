import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeSession, okResponse, PROFILE, storeSession, stubApi } from '../test/api-stub';
import { ACTIVE_SUBSCRIPTION, billingHandlers } from '../test/billing-stubs';
import { renderRoutes } from '../test/render';
import { SESSION_STORAGE_KEY } from '../lib/auth/session-store';
import { DEFAULT_TITLE } from '../components/page-meta';
import { routes } from './router';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('app shell', () => {
  it('shows the hero and the signed-out header on the home page', async () => {
    stubApi({});
    renderRoutes(routes, '/');

    expect(
      await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Fast Domain Liquidation')).toBeInTheDocument();
    expect(screen.getByText('No Commissions, Ever.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your Domain Now' })).toHaveAttribute(
      'href',
      '/list-domain',
    );
    expect(screen.getByRole('link', { name: 'Browse Marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );

    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(nav.getByRole('link', { name: 'Marketplace' })).toHaveAttribute('href', '/marketplace');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/checkout');
    expect(nav.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('sets the default title, description and canonical link', async () => {
    stubApi({});
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' });

    expect(document.title).toBe(DEFAULT_TITLE);
    expect(document.title).toContain('List Domains Under $1,000 Fast');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical).toHaveAttribute('href', `${window.location.origin}/`);
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${window.location.origin}/`,
    );
    expect(document.head.querySelector('meta[name="twitter:card"]')).toBeInTheDocument();
  });

  it('links the footer to contact, terms and privacy', async () => {
    stubApi({});
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' });

    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/about#contact',
    );
    expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(footer.getByRole('link', { name: 'Follow us on X' })).toHaveAttribute(
      'target',
      '_blank',
    );
  });

  it('greets a signed-in user on the dashboard with their credits and plan', async () => {
    stubApi({
      'GET /api/user/profile': () => okResponse({ ...PROFILE, user_tier: 'pro' }),
      ...billingHandlers({ subscription: ACTIVE_SUBSCRIPTION }),
    });
    storeSession(makeSession());
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, alice' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Available credits')).toHaveTextContent('7');
    expect(document.title).toContain('Seller Dashboard');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/dashboard`,
    );

    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('link', { name: 'Seller Dashboard' })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
    expect(nav.getByRole('link', { name: 'My offers' })).toHaveAttribute('href', '/offers');
    expect(nav.getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
    expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    expect(await nav.findByText('Pro')).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the Free badge for a free user', async () => {
    stubApi({ 'GET /api/user/profile': () => okResponse(PROFILE), ...billingHandlers() });
    storeSession(makeSession());
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, alice' });

    expect(await mainNav().findByText('Free')).toBeInTheDocument();
    expect(mainNav().queryByText(/Liquidation Pro/)).not.toBeInTheDocument();
  });

  it.each([
    [7, 'Liquidation Pro · 7 credits left'],
    [1, 'Liquidation Pro · 1 credit left'],
  ])('tells an active Pro user with %i credit(s) what is left: "%s"', async (credits, text) => {
    stubApi({
      'GET /api/user/profile': () =>
        okResponse({ ...PROFILE, user_tier: 'pro', available_credits: credits }),
      ...billingHandlers({ subscription: ACTIVE_SUBSCRIPTION }),
    });
    storeSession(makeSession());
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, alice' });

    expect(await mainNav().findByText(text)).toBeInTheDocument();
    expect(mainNav().getByText('Pro')).toBeInTheDocument();
  });

  it('shows Free and no Pro status when the Pro subscription has ended', async () => {
    stubApi({
      'GET /api/user/profile': () => okResponse({ ...PROFILE, user_tier: 'pro' }),
      ...billingHandlers({
        subscription: { ...ACTIVE_SUBSCRIPTION, subscription_status: 'canceled' },
      }),
    });
    storeSession(makeSession());
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, alice' });

    expect(await mainNav().findByText('Free')).toBeInTheDocument();
    expect(mainNav().queryByText(/Liquidation Pro/)).not.toBeInTheDocument();
  });

  it('signs out from the header and returns home', async () => {
    const server = stubApi({
      'GET /api/user/profile': () => okResponse(PROFILE),
      'POST /api/auth/signout': () => okResponse({ signed_out: true }),
      ...billingHandlers(),
    });
    storeSession(makeSession());
    const { router } = renderRoutes(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, alice' });
    const visited: string[] = [];
    router.subscribe((state) => {
      visited.push(state.navigation.location?.pathname ?? state.location.pathname);
    });

    await userEvent.setup().click(mainNav().getByRole('button', { name: 'Sign Out' }));

    expect(
      await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    // Straight home: the dashboard must not bounce to /login on the way out.
    expect(visited).not.toContain('/login');
    expect(server.callsTo('POST', '/api/auth/signout')).toHaveLength(1);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(mainNav().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('uses "User" when the e-mail has nothing before the @', async () => {
    stubApi({ 'GET /api/user/profile': () => okResponse(PROFILE), ...billingHandlers() });
    const session = makeSession();
    storeSession({ ...session, user: { ...session.user, email: '@example.com' } });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Welcome back, User' })).toBeInTheDocument();
  });

  it('opens the menu from the burger on small screens', async () => {
    stubApi({});
    renderRoutes(routes, '/');
    await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' });

    await userEvent.setup().click(screen.getByRole('button', { name: 'Toggle navigation' }));

    const menu = within(await screen.findByRole('navigation', { name: 'Mobile' }));
    expect(menu.getByRole('link', { name: 'Marketplace' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('shows a not-found page for an unknown path', async () => {
    stubApi({});
    renderRoutes(routes, '/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
