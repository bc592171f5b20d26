import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import { listingsPage, makeListing } from './test/fixtures';
import { dashboardReady, renderDashboard } from './test/render-dashboard';

const ACTIVE = makeListing();
const SOLD = makeListing({
  id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0002',
  name: 'fastbrew.com',
  price: 480,
  status: 'sold',
  inquiries: 1,
  days_listed: 1,
  sale_price: 450,
  sold_at: '2026-11-20T10:00:00.000Z',
  restorable_until: '2026-11-27T10:00:00.000Z',
});
const SOLD_LONG_AGO = makeListing({
  id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0003',
  name: 'oldsale.net',
  status: 'sold',
  sale_price: 200,
  sold_at: '2026-09-01T10:00:00.000Z',
  restorable_until: null,
});
const EXPIRED = makeListing({
  id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0004',
  name: 'quietname.org',
  status: 'expired',
  days_listed: 30,
});

function renderPortfolio(handlers: Parameters<typeof renderDashboard>[0] = {}) {
  return renderDashboard({
    'GET /api/domains/my-listings': () =>
      okResponse(listingsPage([ACTIVE, SOLD, SOLD_LONG_AGO, EXPIRED])),
    ...handlers,
  });
}

function portfolio() {
  return within(screen.getByRole('table', { name: 'Your Domain Portfolio' }));
}

function row(domain: string) {
  return within(
    portfolio().getByRole('row', { name: new RegExp(`^${domain.replace('.', '\\.')} `) }),
  );
}

async function openMarkSold(user: UserEvent) {
  await user.click(row('cloudly.io').getByRole('button', { name: 'Mark Sold' }));
  return within(await screen.findByRole('dialog', { name: 'Mark Domain as Sold' }));
}

async function enterSalePrice(user: UserEvent, price: string) {
  const input = screen.getByLabelText('Final sale price');
  await user.clear(input);
  await user.type(input, price);
}

describe('seller dashboard: portfolio', () => {
  it('lists the seller’s domains with their price, status, inquiries and days listed', async () => {
    renderPortfolio();
    await dashboardReady();

    expect(
      portfolio()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Domain', 'Price', 'Status', 'Performance', 'Listed', 'Actions']);
    const active = row('cloudly.io');
    expect(active.getByText('$249.00')).toBeInTheDocument();
    expect(active.getByText('Active')).toBeInTheDocument();
    expect(active.getByText('3 inquiries')).toBeInTheDocument();
    expect(active.getByText('12 days')).toBeInTheDocument();
    const sold = row('fastbrew.com');
    expect(sold.getByText('Sold')).toBeInTheDocument();
    expect(sold.getByText('Sold for $450.00')).toBeInTheDocument();
    expect(sold.getByText('1 inquiry')).toBeInTheDocument();
    expect(sold.getByText('1 day')).toBeInTheDocument();
    expect(row('quietname.org').getByText('Expired')).toBeInTheDocument();
  });

  it('offers Edit and Mark Sold only on active domains, Restore on recently sold, Relist on expired', async () => {
    renderPortfolio();
    await dashboardReady();

    const active = row('cloudly.io');
    expect(active.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/domain/${ACTIVE.id}`,
    );
    expect(active.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/domain/${ACTIVE.id}/edit`,
    );
    expect(active.getByRole('button', { name: 'Mark Sold' })).toBeInTheDocument();
    expect(active.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

    for (const [domain, id] of [
      ['fastbrew.com', SOLD.id],
      ['oldsale.net', SOLD_LONG_AGO.id],
      ['quietname.org', EXPIRED.id],
    ] as const) {
      const other = row(domain);
      expect(other.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/domain/${id}`);
      expect(other.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(other.queryByRole('button', { name: 'Mark Sold' })).not.toBeInTheDocument();
    }
    expect(row('fastbrew.com').getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(row('oldsale.net').queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(row('quietname.org').getByRole('button', { name: 'Relist' })).toBeInTheDocument();
    expect(row('cloudly.io').queryByRole('button', { name: 'Relist' })).not.toBeInTheDocument();
  });

  it('shows "No domains listed yet" with a link to list one when there are none', async () => {
    renderDashboard();
    await dashboardReady();

    expect(screen.getByText('No domains listed yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List Your First Domain' })).toHaveAttribute(
      'href',
      '/list-domain',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the deal of a sold domain from its Deal button', async () => {
    const user = userEvent.setup();
    const transactionId = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e01';
    const timelineId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
    const { server } = renderPortfolio({
      'GET /api/domains/my-listings': () =>
        okResponse(listingsPage([ACTIVE, { ...SOLD, transaction_id: transactionId }])),
      'POST /api/transaction-timeline/create': () => okResponse({ id: timelineId }, 201),
    });
    await dashboardReady();

    expect(row('cloudly.io').queryByRole('button', { name: 'Deal' })).not.toBeInTheDocument();
    await user.click(row('fastbrew.com').getByRole('button', { name: 'Deal' }));

    expect(await screen.findByTestId('location')).toHaveTextContent(`/deals/${timelineId}`);
    const [request] = server.callsTo('POST', '/api/transaction-timeline/create');
    expect(await jsonBody(request as Request)).toEqual({ transactionId });
  });

  it('relists an expired domain', async () => {
    const { server } = renderPortfolio({
      [`POST /api/domains/relist/${EXPIRED.id}`]: () =>
        okResponse({ ...EXPIRED, status: 'active', days_listed: 0 }),
    });
    await dashboardReady();

    await userEvent.setup().click(row('quietname.org').getByRole('button', { name: 'Relist' }));

    expect(await screen.findByText('Domain relisted')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/domains/relist/${EXPIRED.id}`)).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET', '/api/domains/my-listings')).toHaveLength(2));
  });
});

describe('seller dashboard: mark domain as sold', () => {
  it('keeps Continue disabled until a price above 0 is entered', async () => {
    const user = userEvent.setup();
    renderPortfolio();
    await dashboardReady();

    const dialog = await openMarkSold(user);
    const continueButton = dialog.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await enterSalePrice(user, '0');
    expect(continueButton).toBeDisabled();

    await enterSalePrice(user, '300');
    expect(continueButton).toBeEnabled();
  });

  it('refuses 2,000,000 with the range message and keeps it as typed, never clamped', async () => {
    const user = userEvent.setup();
    renderPortfolio();
    await dashboardReady();
    const dialog = await openMarkSold(user);

    await enterSalePrice(user, '2000000');
    await user.tab();

    expect(screen.getByLabelText('Final sale price')).toHaveValue('$2,000,000');
    expect(dialog.getByText('Sale price must be between $1 and $1,000,000')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(dialog.queryByText(/profit/)).not.toBeInTheDocument();

    await enterSalePrice(user, '1000000');
    expect(dialog.queryByText('Sale price must be between $1 and $1,000,000')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('asks "Are you sure?" before a sale price over 10 times the listed price', async () => {
    const user = userEvent.setup();
    const { server } = renderPortfolio({
      [`POST /api/domains/mark-sold/${ACTIVE.id}`]: () =>
        okResponse({ ...ACTIVE, status: 'sold', sale_price: 2500 }),
    });
    await dashboardReady();
    const dialog = await openMarkSold(user);

    await enterSalePrice(user, '2500');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(dialog.getByText('Are you sure?')).toBeInTheDocument();
    expect(
      dialog.getByText(/\$2,500\.00 is more than 10 times the listed price of \$249\.00/),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change Price' }));
    expect(screen.getByLabelText('Final sale price')).toHaveValue('$2,500');

    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Yes, Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Sale' }));

    expect(await screen.findByText('Domain marked as sold')).toBeInTheDocument();
    const [request] = server.callsTo('POST', `/api/domains/mark-sold/${ACTIVE.id}`);
    expect(await jsonBody(request as Request)).toEqual({ salePrice: 2500 });
  });

  it('goes straight to the confirmation at 10 times the listed price', async () => {
    const user = userEvent.setup();
    renderPortfolio();
    await dashboardReady();
    const dialog = await openMarkSold(user);

    await enterSalePrice(user, '2490');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(dialog.queryByText('Are you sure?')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirm Sale' })).toBeInTheDocument();
  });

  it('shows the profit and margin against the listed price, or the loss', async () => {
    const user = userEvent.setup();
    renderPortfolio();
    await dashboardReady();
    const dialog = await openMarkSold(user);

    await enterSalePrice(user, '300');
    expect(dialog.getByText('+$51.00 profit (20.5% above your listed price)')).toBeInTheDocument();

    await enterSalePrice(user, '200');
    expect(dialog.getByText('-$49.00 loss (19.7% below your listed price)')).toBeInTheDocument();
    expect(dialog.queryByText(/profit/)).not.toBeInTheDocument();
  });

  it('confirms in a second step and sends the sale price', async () => {
    const user = userEvent.setup();
    const { server } = renderPortfolio({
      [`POST /api/domains/mark-sold/${ACTIVE.id}`]: () =>
        okResponse({ ...ACTIVE, status: 'sold', sale_price: 300 }),
    });
    await dashboardReady();
    const dialog = await openMarkSold(user);
    await enterSalePrice(user, '300');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));

    expect(dialog.getByText(/You can reverse the sale within 7 days/)).toBeInTheDocument();
    expect(dialog.getByText(/removes it from the marketplace/)).toBeInTheDocument();
    expect(dialog.getByText(/notifies buyers with pending inquiries/)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Final sale price')).toHaveValue('$300');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Sale' }));

    expect(await screen.findByText('Domain marked as sold')).toBeInTheDocument();
    const [request] = server.callsTo('POST', `/api/domains/mark-sold/${ACTIVE.id}`);
    expect(await jsonBody(request as Request)).toEqual({ salePrice: 300 });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark Domain as Sold' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('GET', '/api/domains/my-listings').length).toBeGreaterThan(1);
    expect(server.callsTo('GET', '/api/dashboard/stats').length).toBeGreaterThan(1);
  });

  it.each([
    {
      failure: 'a refusal',
      answer: () => errorResponse(409, 'This domain is already sold', 'LISTING_SOLD'),
      title: 'Failed to mark domain as sold',
      detail: 'This domain is already sold',
    },
    {
      failure: 'an unreachable server',
      answer: () => Promise.reject(new TypeError('fetch failed')),
      title: 'An unexpected error occurred',
      detail: null,
    },
  ])('explains $failure and stays open', async ({ answer, title, detail }) => {
    const user = userEvent.setup();
    renderPortfolio({ [`POST /api/domains/mark-sold/${ACTIVE.id}`]: answer });
    await dashboardReady();
    const dialog = await openMarkSold(user);
    await enterSalePrice(user, '300');
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    await user.click(dialog.getByRole('button', { name: 'Confirm Sale' }));

    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(title)).toBeInTheDocument();
    if (detail) expect(alert.getByText(detail)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Confirm Sale' })).toBeEnabled();
  });
});

describe('seller dashboard: restore a sold domain', () => {
  async function openRestore(user: UserEvent) {
    await user.click(row('fastbrew.com').getByRole('button', { name: 'Restore' }));
    return within(await screen.findByRole('dialog', { name: 'Restore Domain' }));
  }

  it('asks for confirmation, then restores the domain', async () => {
    const user = userEvent.setup();
    const { server } = renderPortfolio({
      [`POST /api/domains/unmark-sold/${SOLD.id}`]: () =>
        okResponse({ ...SOLD, status: 'active', sale_price: null }),
    });
    await dashboardReady();

    const dialog = await openRestore(user);
    expect(
      dialog.getByText(
        'Are you sure you want to restore this domain to active status? It will be visible in the marketplace again.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/domains/unmark-sold/${SOLD.id}`)).toHaveLength(0);

    await user.click(dialog.getByRole('button', { name: 'Restore Domain' }));

    expect(await screen.findByText('Domain restored')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/domains/unmark-sold/${SOLD.id}`)).toHaveLength(1);
  });

  it.each([
    {
      failure: 'a closed reversal window',
      answer: () =>
        errorResponse(
          409,
          'The sale can no longer be reversed: 7 days have passed',
          'REVERSAL_WINDOW_CLOSED',
        ),
      message: 'The sale can no longer be reversed: 7 days have passed',
    },
    {
      failure: 'a failure without a reason',
      answer: () => new Response('oops', { status: 500 }),
      message: 'Failed to restore domain',
    },
    {
      failure: 'an unreachable server',
      answer: () => Promise.reject(new TypeError('fetch failed')),
      message: 'An error occurred while restoring the domain',
    },
  ])('explains $failure', async ({ answer, message }) => {
    const user = userEvent.setup();
    renderPortfolio({ [`POST /api/domains/unmark-sold/${SOLD.id}`]: answer });
    await dashboardReady();

    const dialog = await openRestore(user);
    await user.click(dialog.getByRole('button', { name: 'Restore Domain' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  });
});

describe('seller dashboard: pages, search and status filter of the portfolio', () => {
  function lastListingsQuery(server: ReturnType<typeof renderPortfolio>['server']) {
    const calls = server.callsTo('GET', '/api/domains/my-listings');
    return Object.fromEntries(new URL((calls[calls.length - 1] as Request).url).searchParams);
  }

  it('asks the server for the next page and shows it, with the row actions', async () => {
    const user = userEvent.setup();
    const { server } = renderPortfolio({
      'GET /api/domains/my-listings': (request) => {
        const page = new URL(request.url).searchParams.get('page');
        const listings = page === '2' ? [SOLD] : [ACTIVE];
        return okResponse({
          domains: listings,
          pagination: {
            page: Number(page),
            limit: 50,
            total: 51,
            totalPages: 2,
            hasNextPage: page !== '2',
            hasPreviousPage: page === '2',
          },
        });
      },
    });
    await dashboardReady();
    expect(screen.getByText('51 domains')).toBeInTheDocument();
    expect(lastListingsQuery(server)).toEqual({ page: '1', limit: '50' });

    await user.click(screen.getByRole('button', { name: 'Last page' }));

    expect(await screen.findByRole('row', { name: /^fastbrew\.com / })).toBeInTheDocument();
    expect(lastListingsQuery(server)).toEqual({ page: '2', limit: '50' });
    expect(row('fastbrew.com').getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^cloudly\.io / })).not.toBeInTheDocument();
  });

  it('filters by status and searches by name, each from page 1, and keeps the other filter', async () => {
    const user = userEvent.setup();
    const { server } = renderPortfolio();
    await dashboardReady();

    await user.selectOptions(screen.getByLabelText('Status'), 'Sold');
    await waitFor(() =>
      expect(lastListingsQuery(server)).toEqual({ page: '1', limit: '50', status: 'sold' }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => expect(lastListingsQuery(server)).toEqual({ page: '1', limit: '50' }));

    await user.type(screen.getByLabelText('Search your domains'), 'brew');
    await waitFor(() =>
      expect(lastListingsQuery(server)).toEqual({ page: '1', limit: '50', search: 'brew' }),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'Active');
    await waitFor(() =>
      expect(lastListingsQuery(server)).toEqual({
        page: '1',
        limit: '50',
        status: 'active',
        search: 'brew',
      }),
    );
  });

  it('offers "Show all domains" when nothing matches', async () => {
    const user = userEvent.setup();
    const { server } = renderPortfolio({
      'GET /api/domains/my-listings': (request) =>
        okResponse(listingsPage(new URL(request.url).searchParams.has('search') ? [] : [ACTIVE])),
    });
    await dashboardReady();

    await user.type(screen.getByLabelText('Search your domains'), 'nothing');
    await user.click(await screen.findByRole('button', { name: 'Show all domains' }));

    expect(await screen.findByRole('row', { name: /^cloudly\.io / })).toBeInTheDocument();
    expect(screen.getByLabelText('Search your domains')).toHaveValue('');
    expect(lastListingsQuery(server)).toEqual({ page: '1', limit: '50' });
  });
});
