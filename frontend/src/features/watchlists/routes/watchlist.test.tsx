import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, makeSession, okResponse, storeSession, stubApi } from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render';
import type { SavedSearch, WatchlistItem } from '../api/watchlists';
import { savedSearchUrl } from '../saved-search-url';
import { WatchlistRoute } from './watchlist';

const WATCHED: WatchlistItem[] = [
  {
    listing_id: '11111111-1111-4111-8111-111111111111',
    name: 'harborlight.com',
    price_when_watched: 149,
    price_now: 119,
    status: 'active',
    watched_at: '2026-06-01T12:00:00.000Z',
  },
  {
    listing_id: '22222222-2222-4222-8222-222222222222',
    name: 'gone.io',
    price_when_watched: 300,
    price_now: 300,
    status: 'sold',
    watched_at: '2026-05-01T12:00:00.000Z',
  },
];

const SEARCHES: SavedSearch[] = [
  {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Harbor names',
    url: '/marketplace?search=harbor&sort=newest',
    frequency: 'daily',
    created_at: '2026-06-01T12:00:00.000Z',
  },
];

function renderWatchlist(path: string, searches = SEARCHES) {
  let settings = { search_alerts: true, watch_notices: true };
  const server = stubApi({
    'GET /api/watchlists/items': () => okResponse(WATCHED),
    'DELETE /api/watchlists/items/11111111-1111-4111-8111-111111111111': () =>
      okResponse({ listing_id: WATCHED[0].listing_id, watching: false }),
    'GET /api/watchlists/searches': () => okResponse(searches),
    [`DELETE /api/watchlists/searches/${SEARCHES[0].id}`]: () => okResponse([]),
    'GET /api/watchlists/settings': () => okResponse(settings),
    'PUT /api/watchlists/settings': async (request) => {
      settings = (await jsonBody(request)) as typeof settings;
      return okResponse(settings);
    },
  });
  storeSession(makeSession());
  renderRoutes(
    [
      { path: '/watchlist/:section?', element: <WatchlistRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return server;
}

describe('My watchlist', () => {
  it('shows each watched name with its price now against when watched, and whether it sold', async () => {
    const server = renderWatchlist('/watchlist');
    const list = await screen.findByRole('list', { name: 'Watched names' });
    const [harbor, gone] = within(list).getAllByRole('listitem');
    expect(harbor).toHaveTextContent('$119 (down from $149)');
    expect(harbor).toHaveTextContent('For sale');
    expect(within(harbor).getByRole('link', { name: 'harborlight.com' })).toHaveAttribute(
      'href',
      '/d/harborlight.com',
    );
    expect(gone).toHaveTextContent('Sold');
    expect(within(gone).queryByRole('link', { name: 'gone.io' })).toBeNull();

    await userEvent.click(
      within(harbor).getByRole('button', { name: 'Stop watching harborlight.com' }),
    );
    await waitFor(() =>
      expect(
        server.callsTo('DELETE', `/api/watchlists/items/${WATCHED[0].listing_id}`),
      ).toHaveLength(1),
    );
  });

  it('lists saved searches with their marketplace link and removes one', async () => {
    const server = renderWatchlist('/watchlist/searches');
    const link = await screen.findByRole('link', { name: 'Harbor names' });
    expect(link).toHaveAttribute('href', '/marketplace?search=harbor&sort=newest');
    expect(screen.getByText('In the daily digest')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Harbor names' }));
    expect(await screen.findByText(/No saved searches yet/)).toBeInTheDocument();
    expect(server.callsTo('DELETE', `/api/watchlists/searches/${SEARCHES[0].id}`)).toHaveLength(1);
  });

  it('links a saved search only to a page of the marketplace, whatever address was stored', async () => {
    const hostile = [
      'https://evil.example/marketplace?search=a',
      '//evil.example/marketplace',
      '/\\evil.example/marketplace',
      'javascript:alert(1)//marketplace',
      '/marketplace\nhttps://evil.example',
      '/account?search=a',
    ];
    renderWatchlist('/watchlist/searches', [
      ...SEARCHES,
      ...hostile.map((url, index) => ({
        ...SEARCHES[0],
        id: `44444444-4444-4444-8444-44444444444${index}`,
        name: `Stored ${index}`,
        url,
      })),
    ]);
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([['Harbor names', '/marketplace?search=harbor&sort=newest']]);
    for (const [index] of hostile.entries())
      expect(within(list).getByText(`Stored ${index}`)).toBeInTheDocument();
  });

  it('turns price-drop notices off in the notification settings', async () => {
    const server = renderWatchlist('/watchlist/settings');
    const notices = await screen.findByRole('switch', {
      name: /Price drops and sales of names I watch/,
    });
    expect(notices).toBeChecked();
    await userEvent.click(notices);
    await waitFor(() => expect(notices).not.toBeChecked());
    const [put] = server.callsTo('PUT', '/api/watchlists/settings');
    expect(await jsonBody(put)).toEqual({ search_alerts: true, watch_notices: false });
  });
});

describe('savedSearchUrl', () => {
  it('keeps the search, filters and sort of the marketplace address, not its page or view', () => {
    expect(
      savedSearchUrl(
        new URLSearchParams(
          'search=cloud&category=Technology&sort=newest&page=3&view=list&contact=x',
        ),
      ),
    ).toBe('/marketplace?search=cloud&category=Technology&sort=newest');
    expect(savedSearchUrl(new URLSearchParams('page=2'))).toBe('/marketplace');
  });
});
