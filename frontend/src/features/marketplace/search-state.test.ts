import { describe, expect, it } from 'vitest';
import {
  clearedSearch,
  DEFAULT_SEARCH,
  hasActiveFilters,
  listingsQuery,
  pageWindow,
  readSearch,
  writeSearch,
} from './search-state';

describe('marketplace search state', () => {
  it('reads a shared URL and writes it back the same', () => {
    const url =
      'search=cloud&sort=price_asc&min_price=100&max_price=250&category=Technology&extension=.io&registrar=GoDaddy&verified=true&page=3&view=list';
    const search = readSearch(new URLSearchParams(url));
    expect(search).toEqual({
      search: 'cloud',
      category: 'Technology',
      extension: '.io',
      registrar: 'GoDaddy',
      sort: 'price_asc',
      minPrice: 100,
      maxPrice: 250,
      verifiedOnly: true,
      page: 3,
      view: 'list',
    });
    expect(writeSearch(search, new URLSearchParams()).toString()).toBe(url);
  });

  it('falls back to defaults for values it cannot use', () => {
    expect(
      readSearch(
        new URLSearchParams(
          'sort=cheapest&min_price=-5&max_price=5000&verified=yes&page=0&view=table',
        ),
      ),
    ).toEqual(DEFAULT_SEARCH);
  });

  it('drops a price range whose minimum is above its maximum, which the server would refuse', () => {
    expect(readSearch(new URLSearchParams('min_price=800&max_price=100&sort=price_asc'))).toEqual({
      ...DEFAULT_SEARCH,
      sort: 'price_asc',
    });
  });

  it('leaves out empty values and price bounds at their defaults', () => {
    expect(listingsQuery({ ...DEFAULT_SEARCH, minPrice: 0, maxPrice: 1000 })).toEqual({
      page: 1,
      limit: 50,
    });
    expect(listingsQuery({ ...DEFAULT_SEARCH, maxPrice: 100, sort: 'price_asc' })).toEqual({
      page: 1,
      limit: 50,
      max_price: 100,
      sort: 'price_asc',
    });
  });

  it('keeps other parameters, such as contact, when writing', () => {
    expect(
      writeSearch(
        { ...DEFAULT_SEARCH, category: 'Short' },
        new URLSearchParams('contact=abc&page=4'),
      ).toString(),
    ).toBe('contact=abc&category=Short');
  });

  it('counts any narrowing or reordering as active filters, not the view mode', () => {
    expect(hasActiveFilters(DEFAULT_SEARCH)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SEARCH, view: 'list', page: 2 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_SEARCH, sort: 'newest' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SEARCH, maxPrice: 999 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_SEARCH, verifiedOnly: true })).toBe(true);
  });

  it('asks for verified listings only when Verified only is on, and clears it with the rest', () => {
    const search = readSearch(new URLSearchParams('verified=true&view=list'));
    expect(listingsQuery(search)).toEqual({ page: 1, limit: 50, verified: 'true' });
    expect(listingsQuery(DEFAULT_SEARCH)).not.toHaveProperty('verified');
    expect(clearedSearch(search)).toEqual({ ...DEFAULT_SEARCH, view: 'list' });
    expect(
      writeSearch(clearedSearch(search), new URLSearchParams('verified=true')).toString(),
    ).toBe('view=list');
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 9, [1, 2, 3, 4, 5]],
    [5, 9, [3, 4, 5, 6, 7]],
    [9, 9, [5, 6, 7, 8, 9]],
    [2, 9, [1, 2, 3, 4, 5]],
  ])('page %i of %i shows buttons %j', (current, total, pages) => {
    expect(pageWindow(current, total)).toEqual(pages);
  });
});
