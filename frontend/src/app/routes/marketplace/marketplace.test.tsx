import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  listingsAnswer,
  makeMarketplaceListing,
} from '../../../features/marketplace/test/fixtures';
import { errorResponse, okResponse, PROFILE } from '../../../test/api-stub';
import {
  lastListingRequest,
  listingRequests,
  marketplaceReady,
  renderMarketplace,
} from './test/render-marketplace';

const BASE_QUERY = { page: '1', limit: '50' };

function card(name: string) {
  return within(screen.getByRole('article', { name }));
}

describe('marketplace: visitors', () => {
  it('shows only the Authentication Required panel, and asks the server nothing', async () => {
    const { server } = renderMarketplace({}, { signedIn: false });

    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You must create an account to view the marketplace and submit offers'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fmarketplace',
    );
    expect(screen.getByText('0% Commission')).toBeInTheDocument();
    expect(screen.getByText(/flat \$9\.99 fee/)).toBeInTheDocument();
    expect(screen.getByText('Secure Transactions')).toBeInTheDocument();
    expect(screen.getByText(/through escrow/)).toBeInTheDocument();
    expect(screen.getByText('Quality Domains')).toBeInTheDocument();
    expect(screen.getByText(/priced under \$1,000/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Domain Marketplace' })).not.toBeInTheDocument();
    expect(listingRequests(server)).toHaveLength(0);
  });
});

describe('marketplace: searching', () => {
  it('asks for the first page of 50 with nothing else, and shows the count of available domains', async () => {
    const { server } = renderMarketplace();
    await marketplaceReady();

    expect(await screen.findByText('42 domains available, all under $1,000')).toBeInTheDocument();
    expect(lastListingRequest(server)).toEqual(BASE_QUERY);
    expect(screen.getByRole('group', { name: 'domains listed' })).toHaveTextContent('42');
    for (const label of ['commission', 'flat fee', 'avg response']) {
      expect(screen.getByRole('group', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('group', { name: 'flat fee' })).toHaveTextContent('$9.99');
    expect(screen.getByRole('group', { name: 'avg response' })).toHaveTextContent('24h');
  });

  it('shows beside each choice how many listings it would show, asked for the search and filters alone', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace(
      {
        'GET /api/domains/public-listings/facets': () =>
          okResponse({
            total: 12,
            totalIsLowerBound: false,
            categories: [
              { value: 'Business', count: 10_000, countIsLowerBound: true },
              { value: 'Technology', count: 12, countIsLowerBound: false },
            ],
            extensions: [{ value: '.io', count: 12, countIsLowerBound: false }],
            registrars: [{ value: 'Namecheap', count: 7, countIsLowerBound: false }],
            priceRanges: [
              { min: 0, max: 100, label: 'Under $100', count: 3, countIsLowerBound: false },
              { min: 100, max: 250, label: '$100 - $250', count: 9, countIsLowerBound: false },
              { min: 250, max: 500, label: '$250 - $500', count: 0, countIsLowerBound: false },
              { min: 500, max: 1000, label: '$500 - $1,000', count: 0, countIsLowerBound: false },
            ],
          }),
      },
      { path: '/marketplace?search=cloud&sort=newest&page=2&category=Technology' },
    );
    await screen.findByRole('article', { name: 'cloudly.io' });

    const options = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(options('Category')).toEqual([
        'All Categories',
        'Business (10,000+)',
        'Technology (12)',
        'Other (0)',
      ]),
    );
    expect(options('Extension')).toEqual(['All Extensions', '.com (0)', '.io (12)']);
    expect(options('Price Range')).toEqual([
      'All Prices',
      'Under $100 (3)',
      '$100 - $250 (9)',
      '$250 - $500 (0)',
      '$500 - $1,000 (0)',
    ]);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(options('Registrar')).toEqual(['All Registrars', 'GoDaddy (0)', 'Namecheap (7)']);
    const [asked] = server.callsTo('GET', '/api/domains/public-listings/facets');
    expect(Object.fromEntries(new URL(asked.url).searchParams)).toEqual({
      search: 'cloud',
      category: 'Technology',
    });
  });

  it('shows the choices without counts when the counts cannot be had', async () => {
    renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });
    const categories = within(screen.getByLabelText('Category'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(categories).toEqual(['All Categories', 'Business', 'Technology', 'Other']);
  });

  it('sends each dropdown as its parameter, back on page 1, and never a price bound at its default', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace({}, { path: '/marketplace?page=3' });
    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(lastListingRequest(server)).toEqual({ ...BASE_QUERY, page: '3' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Technology');
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({ ...BASE_QUERY, category: 'Technology' }),
    );

    await user.selectOptions(screen.getByLabelText('Extension'), '.io');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'Most Popular');
    await user.selectOptions(screen.getByLabelText('Price Range'), 'Under $100');
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({
        ...BASE_QUERY,
        category: 'Technology',
        extension: '.io',
        sort: 'views_desc',
        max_price: '100',
      }),
    );

    await user.selectOptions(screen.getByLabelText('Price Range'), '$500 - $1,000');
    await waitFor(() => expect(lastListingRequest(server)).toMatchObject({ min_price: '500' }));
    expect(lastListingRequest(server)).not.toHaveProperty('max_price');

    await user.selectOptions(screen.getByLabelText('Price Range'), '$250 - $500');
    await waitFor(() =>
      expect(lastListingRequest(server)).toMatchObject({ min_price: '250', max_price: '500' }),
    );

    await user.selectOptions(screen.getByLabelText('Price Range'), 'All Prices');
    await waitFor(() => expect(lastListingRequest(server)).not.toHaveProperty('min_price'));
    expect(lastListingRequest(server)).not.toHaveProperty('max_price');
  });

  it('keeps both of two changes made before the page has caught up with the first', async () => {
    const { server, router } = renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });

    // One batch: no render between the two changes.
    act(() => {
      fireEvent.change(screen.getByLabelText('Extension'), { target: { value: '.io' } });
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Business' } });
    });
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({
        ...BASE_QUERY,
        extension: '.io',
        category: 'Business',
      }),
    );
    expect(router.state.location.search).toBe('?category=Business&extension=.io');
  });

  it('searches what is typed once typing stops', async () => {
    const user = userEvent.setup();
    const { server, router } = renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });

    await user.type(screen.getByLabelText('Search domains'), 'cloud');
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({ ...BASE_QUERY, search: 'cloud' }),
    );
    // One search for the word, not one per letter.
    expect(listingRequests(server).filter((query) => query.has('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=cloud');
  });

  it('reveals Advanced Filters: registrar, custom prices and the three quick filters', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const advanced = within(screen.getByRole('region', { name: 'Advanced Filters' }));

    await user.selectOptions(advanced.getByLabelText('Registrar'), 'GoDaddy');
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({ ...BASE_QUERY, registrar: 'GoDaddy' }),
    );

    await user.click(advanced.getByRole('button', { name: 'Budget Friendly' }));
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({
        ...BASE_QUERY,
        registrar: 'GoDaddy',
        sort: 'price_asc',
        max_price: '100',
      }),
    );

    await user.click(advanced.getByRole('button', { name: 'Premium' }));
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({
        ...BASE_QUERY,
        registrar: 'GoDaddy',
        sort: 'views_desc',
        min_price: '500',
      }),
    );

    // High Interest sorts by inquiries over every price: Premium's minimum goes.
    await user.click(advanced.getByRole('button', { name: 'High Interest' }));
    await waitFor(() =>
      expect(lastListingRequest(server)).toEqual({
        ...BASE_QUERY,
        registrar: 'GoDaddy',
        sort: 'inquiries_desc',
      }),
    );

    const maxPrice = advanced.getByLabelText('Max Price');
    await user.clear(maxPrice);
    await user.type(maxPrice, '750');
    await waitFor(() => expect(lastListingRequest(server)).toMatchObject({ max_price: '750' }));
    const minPrice = advanced.getByLabelText('Min Price');
    await user.clear(minPrice);
    await user.type(minPrice, '0');
    await waitFor(() => expect(lastListingRequest(server)).not.toHaveProperty('min_price'));
    expect(screen.getByLabelText('Price Range')).toHaveDisplayValue('Custom range');
  });

  it('restores the whole search from the URL, and Clear resets every filter', async () => {
    const user = userEvent.setup();
    const { server, router } = renderMarketplace(
      {},
      {
        path: '/marketplace?search=cloud&category=Technology&extension=.io&registrar=Namecheap&min_price=100&max_price=250&sort=price_desc&verified=true&page=2&view=list',
      },
    );
    await screen.findByRole('article', { name: 'cloudly.io' });

    expect(lastListingRequest(server)).toEqual({
      page: '2',
      limit: '50',
      search: 'cloud',
      category: 'Technology',
      extension: '.io',
      registrar: 'Namecheap',
      min_price: '100',
      max_price: '250',
      sort: 'price_desc',
      verified: 'true',
    });
    expect(screen.getByLabelText('Search domains')).toHaveValue('cloud');
    expect(screen.getByLabelText('Category')).toHaveValue('Technology');
    expect(screen.getByLabelText('Extension')).toHaveValue('.io');
    expect(screen.getByLabelText('Price Range')).toHaveDisplayValue('$100 - $250');
    expect(screen.getByLabelText('Sort By')).toHaveDisplayValue('Price: High to Low');
    expect(screen.getByRole('switch', { name: 'Verified only' })).toBeChecked();
    expect(card('cloudly.io').getByText('2.5% conversion')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(lastListingRequest(server)).toEqual(BASE_QUERY));
    expect(router.state.location.search).toBe('?view=list');
    expect(screen.getByLabelText('Search domains')).toHaveValue('');
    expect(screen.getByRole('switch', { name: 'Verified only' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  });

  it('Verified only asks for verified listings, keeps it in the URL and offers Clear', async () => {
    const user = userEvent.setup();
    const { server, router } = renderMarketplace({
      'GET /api/domains/public-listings': (request) =>
        okResponse(
          listingsAnswer(
            new URL(request.url).searchParams.get('verified') === 'true'
              ? [makeMarketplaceListing({ name: 'proven.com', verified: true })]
              : [makeMarketplaceListing()],
          ),
        ),
    });
    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(screen.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Verified only' }));

    expect(await screen.findByRole('article', { name: 'proven.com' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'cloudly.io' })).not.toBeInTheDocument();
    expect(lastListingRequest(server)).toEqual({ ...BASE_QUERY, verified: 'true' });
    expect(router.state.location.search).toBe('?verified=true');
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Verified only' }));

    // The search before is still cached: its listings show at once, and it is asked again after.
    expect(await screen.findByRole('article', { name: 'cloudly.io' })).toBeInTheDocument();
    await waitFor(() => expect(lastListingRequest(server)).toEqual(BASE_QUERY));
    expect(router.state.location.search).toBe('');
  });

  it('Back returns to the previous search', async () => {
    const user = userEvent.setup();
    const { server, router } = renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });

    await user.selectOptions(screen.getByLabelText('Category'), 'Business');
    await waitFor(() => expect(lastListingRequest(server)).toMatchObject({ category: 'Business' }));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(''));
    // The form follows the address at once; the request for the previous search comes after.
    await waitFor(() => expect(lastListingRequest(server)).toEqual(BASE_QUERY));
  });
});

describe('marketplace: cards', () => {
  const FEATURED = makeMarketplaceListing({
    name: 'featured.com',
    id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e02',
    is_priority: true,
    seller: { id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6b', user_tier: 'pro' },
    price: 449.6,
    description: '',
    tags: ['tech', 'short', 'cloud', 'brand', 'ai'],
    views: 1,
    inquiries: 1,
    days_listed: 1,
    domain_type: 'premium',
    registrar: 'GoDaddy',
    verified: true,
  });
  const PLAIN = makeMarketplaceListing({ tags: ['tech', 'short'] });

  function renderCards() {
    return renderMarketplace({
      'GET /api/domains/public-listings': () => okResponse(listingsAnswer([FEATURED, PLAIN])),
    });
  }

  it('shows badges, name, description, whole-dollar price, figures and up to 3 tags plus +N', async () => {
    renderCards();
    await screen.findByRole('article', { name: 'featured.com' });

    const featured = card('featured.com');
    expect(featured.getByText('Featured')).toBeInTheDocument();
    expect(featured.getByText('Pro Seller')).toBeInTheDocument();
    expect(featured.getByText('Verified')).toBeInTheDocument();
    expect(featured.getByRole('link', { name: 'featured.com' })).toHaveAttribute(
      'href',
      '/d/featured.com',
    );
    expect(featured.getByText('Premium domain available for purchase')).toBeInTheDocument();
    expect(featured.getByText('$450')).toBeInTheDocument();
    expect(featured.getByText('1 view')).toBeInTheDocument();
    expect(featured.getByText('1 inquiry')).toBeInTheDocument();
    expect(featured.getByText('premium')).toBeInTheDocument();
    expect(featured.getByText('GoDaddy')).toBeInTheDocument();
    expect(featured.getByText('1 day')).toBeInTheDocument();
    for (const tag of ['tech', 'short', 'cloud'])
      expect(featured.getByText(tag)).toBeInTheDocument();
    expect(featured.queryByText('brand')).not.toBeInTheDocument();
    expect(featured.getByText('+2')).toBeInTheDocument();
    expect(featured.getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();

    const plain = card('cloudly.io');
    expect(plain.queryByText('Featured')).not.toBeInTheDocument();
    expect(plain.queryByText('Pro Seller')).not.toBeInTheDocument();
    expect(plain.queryByText('Verified')).not.toBeInTheDocument();
    expect(plain.getByText('Short, brandable name for a cloud start-up')).toBeInTheDocument();
    expect(plain.getByText('$249')).toBeInTheDocument();
    expect(plain.getByText('120 views')).toBeInTheDocument();
    expect(plain.getByText('3 inquiries')).toBeInTheDocument();
    expect(plain.getByText('12 days')).toBeInTheDocument();
    expect(plain.queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('offers no Contact Seller on the signed-in seller’s own listing, and says it is theirs', async () => {
    renderMarketplace({
      'GET /api/domains/public-listings': () =>
        okResponse(
          listingsAnswer([
            makeMarketplaceListing({ seller: { id: PROFILE.id, user_tier: 'free' } }),
            makeMarketplaceListing({ id: 'other-id', name: 'other.com' }),
          ]),
        ),
    });
    await screen.findByRole('article', { name: 'cloudly.io' });
    const own = card('cloudly.io');
    expect(own.queryByRole('button', { name: 'Contact Seller' })).not.toBeInTheDocument();
    expect(own.getByText('This is your listing')).toBeInTheDocument();
    expect(own.getByRole('link', { name: 'Manage listing' })).toHaveAttribute(
      'href',
      `/domain/${makeMarketplaceListing().id}`,
    );
    expect(card('other.com').getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
  });

  it('shows the conversion rate in list view only', async () => {
    const user = userEvent.setup();
    const { router } = renderCards();
    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(card('cloudly.io').queryByText('2.5% conversion')).not.toBeInTheDocument();

    await user.click(screen.getByText('List'));
    expect(await card('cloudly.io').findByText('2.5% conversion')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=list');
    expect(card('featured.com').getByText('Verified')).toBeInTheDocument();
  });

  it('shows a description written as markup as text', async () => {
    const markup = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    renderMarketplace({
      'GET /api/domains/public-listings': () =>
        okResponse(listingsAnswer([makeMarketplaceListing({ description: markup })])),
    });
    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(card('cloudly.io').getByText(markup)).toBeInTheDocument();
    expect(document.querySelector('article img, article b')).toBeNull();
  });
});

describe('marketplace: pagination', () => {
  it('shows no pagination for a single page', async () => {
    renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('shows Previous, Next and at most 5 page buttons around the current page', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace(
      {
        'GET /api/domains/public-listings': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          return okResponse(listingsAnswer([makeMarketplaceListing()], { page, totalPages: 8 }));
        },
      },
      { path: '/marketplace?page=4' },
    );
    await screen.findByRole('article', { name: 'cloudly.io' });

    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Previous',
      '2',
      '3',
      '4',
      '5',
      '6',
      'Next',
    ]);
    expect(nav.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

    await user.click(nav.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastListingRequest(server)).toMatchObject({ page: '5' }));
    await user.click(await screen.findByRole('button', { name: 'Page 7' }));
    await waitFor(() => expect(lastListingRequest(server)).toMatchObject({ page: '7' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Pagination' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Previous', '4', '5', '6', '7', '8', 'Next']),
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(await screen.findByRole('button', { name: 'Page 8' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
  });
});

describe('marketplace: how many domains match', () => {
  it('says how many domains match, and "10,000+" with a note to refine above 10,000', async () => {
    renderMarketplace({
      'GET /api/domains/public-listings': () =>
        okResponse(
          listingsAnswer([makeMarketplaceListing()], { total: 180, totalPages: 4 }, 20_000),
        ),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('180 domains');
    expect(screen.queryByText(/first 10,000 results/)).not.toBeInTheDocument();
  });

  it('says "10,000+ domains" when the count is a lower bound, and how to see more', async () => {
    renderMarketplace({
      'GET /api/domains/public-listings': () =>
        okResponse(
          listingsAnswer(
            [makeMarketplaceListing()],
            { total: 10_000, totalIsLowerBound: true, totalPages: 200 },
            20_000,
          ),
        ),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('10,000+ domains');
    expect(
      screen.getByText(
        'The pages go as far as the first 10,000 results: refine the search or the filters to see more.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the server's reason when a page is past the first 10,000 results", async () => {
    const message =
      'page must be within the first 10,000 results: refine the search or the filters to see more';
    renderMarketplace(
      {
        'GET /api/domains/public-listings': () =>
          errorResponse(400, 'Validation failed', 'VALIDATION_ERROR', [{ field: 'page', message }]),
      },
      { path: '/marketplace?page=500' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('marketplace: a page past the end', () => {
  it('says the page is past the end and links to the last page of the same search', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace(
      {
        'GET /api/domains/public-listings': (request) => {
          const page = Number(new URL(request.url).searchParams.get('page'));
          return okResponse(
            listingsAnswer(page > 4 ? [] : [makeMarketplaceListing()], {
              page,
              totalPages: 4,
              total: 180,
            }),
          );
        },
      },
      { path: '/marketplace?category=Business&page=999' },
    );

    expect(
      await screen.findByText('Page 999 is past the end: these results have 4 pages.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('No domains are currently listed in the marketplace'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the last page' }));
    expect(await screen.findByRole('article', { name: 'cloudly.io' })).toBeInTheDocument();
    expect(lastListingRequest(server)).toEqual({ ...BASE_QUERY, page: '4', category: 'Business' });
  });
});

describe('marketplace: an inverted custom price range', () => {
  it('is refused beside the boxes and never sent, and the results stay', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace();
    await screen.findByRole('article', { name: 'cloudly.io' });
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const advanced = within(screen.getByRole('region', { name: 'Advanced Filters' }));

    const maxPrice = advanced.getByLabelText('Max Price');
    await user.clear(maxPrice);
    await user.type(maxPrice, '100');
    await waitFor(() => expect(lastListingRequest(server)).toMatchObject({ max_price: '100' }));
    const calls = listingRequests(server).length;

    const minPrice = advanced.getByLabelText('Min Price');
    await user.clear(minPrice);
    await user.type(minPrice, '800');
    expect(
      await advanced.findByText('Min price cannot be more than max price'),
    ).toBeInTheDocument();
    expect(minPrice).toHaveAttribute('aria-invalid', 'true');
    expect(lastListingRequest(server)).not.toHaveProperty('min_price', '800');
    expect(screen.getByRole('article', { name: 'cloudly.io' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.tripleClick(maxPrice);
    await user.keyboard('900');
    await waitFor(() =>
      expect(lastListingRequest(server)).toMatchObject({ min_price: '800', max_price: '900' }),
    );
    expect(advanced.queryByText('Min price cannot be more than max price')).not.toBeInTheDocument();
    expect(listingRequests(server).length).toBeGreaterThan(calls);
  });

  it('from a shared URL is dropped rather than sent', async () => {
    const { server } = renderMarketplace({}, { path: '/marketplace?min_price=800&max_price=100' });
    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(lastListingRequest(server)).toEqual(BASE_QUERY);
  });
});

describe('marketplace: empty and error states', () => {
  it('says no domains are listed when the marketplace is empty', async () => {
    renderMarketplace({
      'GET /api/domains/public-listings': () => okResponse(listingsAnswer([], {}, 0)),
    });
    expect(
      await screen.findByText('No domains are currently listed in the marketplace'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear All Filters' })).not.toBeInTheDocument();
  });

  it('offers Clear All Filters when filters found nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderMarketplace(
      {
        'GET /api/domains/public-listings': (request) =>
          okResponse(
            listingsAnswer(
              new URL(request.url).searchParams.has('category') ? [] : [makeMarketplaceListing()],
            ),
          ),
      },
      { path: '/marketplace?category=Business' },
    );
    await user.click(await screen.findByRole('button', { name: 'Clear All Filters' }));
    expect(await screen.findByRole('article', { name: 'cloudly.io' })).toBeInTheDocument();
    expect(lastListingRequest(server)).toEqual(BASE_QUERY);
  });

  it.each([
    [
      'a 401 (after one try without the token)',
      () => errorResponse(401, 'Unauthorized', 'UNAUTHORIZED'),
      'Authentication issue. Please try signing out and signing back in.',
    ],
    [
      'a 403',
      () => errorResponse(403, 'Forbidden', 'FORBIDDEN'),
      'Access denied. Please check your account permissions.',
    ],
    [
      'no answer at all',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Network connection issue. Please check your internet connection and try again.',
    ],
    [
      'a server error with its own words',
      () => errorResponse(500, 'Search is resting', 'INTERNAL_ERROR'),
      'Search is resting',
    ],
    [
      'a bad request',
      () => errorResponse(400, 'sort must be one of the sorts', 'VALIDATION_ERROR'),
      'sort must be one of the sorts',
    ],
  ])('explains %s, and Try Again loads again', async (_case, answer, message) => {
    const user = userEvent.setup();
    let failing = true;
    const { server } = renderMarketplace({
      'GET /api/domains/public-listings': () =>
        failing ? answer() : okResponse(listingsAnswer([makeMarketplaceListing()])),
    });

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Account' })).not.toBeInTheDocument();
    if (message.includes('Authentication')) {
      expect(screen.getByRole('link', { name: 'Sign In Again' })).toHaveAttribute('href', '/login');
      const [withToken, withoutToken] = server.callsTo('GET', '/api/domains/public-listings');
      expect(withToken?.headers.get('Authorization')).toBe('Bearer access-1');
      expect(withoutToken?.headers.get('Authorization')).toBe('');
    } else {
      expect(screen.queryByRole('link', { name: 'Sign In Again' })).not.toBeInTheDocument();
    }

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'cloudly.io' })).toBeInTheDocument();
  });

  it('shows the listings when the retry without the token succeeds after a 401', async () => {
    renderMarketplace({
      'GET /api/domains/public-listings': (request) =>
        request.headers.get('Authorization')
          ? errorResponse(401, 'Unauthorized', 'UNAUTHORIZED')
          : okResponse(listingsAnswer([makeMarketplaceListing()])),
    });
    expect(await screen.findByRole('article', { name: 'cloudly.io' })).toBeInTheDocument();
  });
});
