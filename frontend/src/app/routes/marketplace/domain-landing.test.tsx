import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_ID, makeMarketplaceListing } from '../../../features/marketplace/test/fixtures';
import { errorResponse, okResponse, PROFILE } from '../../../test/api-stub';
import { renderMarketplace } from './test/render-marketplace';

const MARKUP = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';
const LISTING = makeMarketplaceListing({
  description: MARKUP,
  price: 450,
  is_priority: true,
  seller: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', user_tier: 'pro' },
});
const BY_NAME = 'GET /api/domains/by-name/cloudly.io';
const VIEW = `/api/domains/${LISTING_ID}/view`;

describe('landing page /d/{name}', () => {
  it('shows the listing to a visitor, its description as text, and asks them to sign in to contact', async () => {
    const { server } = renderMarketplace(
      { [BY_NAME]: () => okResponse(LISTING) },
      { path: '/d/cloudly.io', signedIn: false },
    );

    expect(
      await screen.findByRole('heading', { name: 'cloudly.io', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('$450')).toBeInTheDocument();
    expect(screen.getByTestId('listing-description')).toHaveTextContent(MARKUP);
    expect(document.querySelector('script, img[src="x"]')).toBeNull();
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(screen.getByText('.io')).toBeInTheDocument();
    expect(screen.getByText('Namecheap')).toBeInTheDocument();
    expect(screen.getByText('Featured')).toBeInTheDocument();
    expect(screen.getByText('Pro Seller')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In to Contact Seller' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fd%2Fcloudly.io',
    );
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('cloudly.io is for sale: $450 | Domain Liquidation Marketplace'),
    );
    expect(server.callsTo('POST', VIEW)).toHaveLength(0);
  });

  it('marks a verified listing and warns of a registration ending within 60 days', async () => {
    const expiresAt = new Date(Date.now() + 40 * 24 * 60 * 60 * 1000 - 60_000).toISOString();
    renderMarketplace(
      {
        [BY_NAME]: () =>
          okResponse(
            makeMarketplaceListing({ verified: true, registration_expires_at: expiresAt }),
          ),
      },
      { path: '/d/cloudly.io' },
    );

    await screen.findByRole('heading', { name: 'cloudly.io', level: 1 });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Expires in 40 days')).toBeInTheDocument();
  });

  it('neither marks nor warns for an unverified listing whose registration ends later', async () => {
    const expiresAt = new Date(Date.now() + 200 * 24 * 60 * 60 * 1000).toISOString();
    renderMarketplace(
      {
        [BY_NAME]: () => okResponse(makeMarketplaceListing({ registration_expires_at: expiresAt })),
      },
      { path: '/d/cloudly.io' },
    );

    await screen.findByRole('heading', { name: 'cloudly.io', level: 1 });
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(screen.queryByText(/expire/i)).not.toBeInTheDocument();
  });

  it('counts a signed-in view and opens the Contact Seller modal', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace(
      { [BY_NAME]: () => okResponse(LISTING) },
      { path: '/d/cloudly.io' },
    );

    await user.click(await screen.findByRole('button', { name: 'Contact Seller' }));
    expect(
      await screen.findByRole('dialog', { name: 'Contact Seller: cloudly.io' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', VIEW).length).toBeGreaterThanOrEqual(1));
  });

  it('tells the signed-in seller it is their listing instead of offering Contact Seller', async () => {
    renderMarketplace(
      {
        [BY_NAME]: () =>
          okResponse(makeMarketplaceListing({ seller: { id: PROFILE.id, user_tier: 'free' } })),
      },
      { path: '/d/cloudly.io' },
    );

    expect(await screen.findByText('This is your listing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage listing' })).toHaveAttribute(
      'href',
      `/domain/${LISTING_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
  });

  it('says the domain is not for sale on a 404, with a way to the marketplace', async () => {
    renderMarketplace(
      {
        'GET /api/domains/by-name/gone.com': () =>
          errorResponse(404, 'Domain not found', 'NOT_FOUND'),
      },
      { path: '/d/gone.com' },
    );

    expect(await screen.findByRole('heading', { name: 'gone.com' })).toBeInTheDocument();
    expect(screen.getByText(/not for sale/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
