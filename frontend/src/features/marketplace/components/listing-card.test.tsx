import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { makeMarketplaceListing } from '../test/fixtures';
import { ListingCard } from './listing-card';

function renderCard(listing: ReturnType<typeof makeMarketplaceListing>) {
  stubApi({});
  renderRoutes([
    {
      path: '/',
      element: (
        <ListingCard listing={listing} view="grid" own={false} onContact={() => undefined} />
      ),
    },
  ]);
}

describe('marketplace card', () => {
  it('marks the words of the name that matched the search', () => {
    renderCard(
      makeMarketplaceListing({
        name: 'pay-cloud.io',
        highlights: [
          { start: 0, end: 3 },
          { start: 4, end: 9 },
        ],
      }),
    );
    const link = screen.getByRole('link', { name: 'pay-cloud.io' });
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'pay',
      'cloud',
    ]);
  });

  it('shows the name plain without a search', () => {
    renderCard(makeMarketplaceListing({ name: 'cloudly.io', highlights: [] }));
    const link = screen.getByRole('link', { name: 'cloudly.io' });
    expect(link.querySelectorAll('mark')).toHaveLength(0);
  });
});
