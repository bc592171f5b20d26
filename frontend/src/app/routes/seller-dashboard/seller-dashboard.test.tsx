import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse, type stubApi } from '../../../test/api-stub';
import type { SellerInquiry } from '../../../features/inquiries/api/seller-inquiries';
import type { SoldRecord } from '../../../features/inquiries/api/seller-sales';
import {
  LEADS,
  makeSale,
  OVERVIEW,
  pagination,
  SALES,
} from '../../../features/inquiries/test/fixtures';
import { renderSellerDashboard } from './test/render-seller-dashboard';

type Handlers = Parameters<typeof stubApi>[0];

function newInquiries() {
  return within(screen.getByRole('region', { name: 'New Inquiries' }));
}

function completedSales() {
  return within(screen.getByRole('region', { name: 'Completed Sales' }));
}

function lead(domain: string, buyer: string) {
  return within(newInquiries().getByRole('article', { name: `${domain} from ${buyer}` }));
}

async function ready() {
  return screen.findByRole('region', { name: 'New Inquiries' });
}

async function askToMarkSold(user: UserEvent) {
  await user.click(lead('cloudly.io', 'Jane Buyer').getByRole('button', { name: 'Mark as Sold' }));
  return within(await screen.findByRole('dialog', { name: 'Mark as Sold' }));
}

describe('simple seller dashboard', () => {
  it('has its title, a Notifications button and List New Domain', async () => {
    renderSellerDashboard();
    await ready();
    expect(screen.getByRole('heading', { name: 'Simple Seller Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List New Domain' })).toHaveAttribute(
      'href',
      '/list-domain',
    );
  });

  it('asks for up to 100 new and responded leads and up to 100 sales', async () => {
    const { server } = renderSellerDashboard();
    await ready();
    const [leads] = server.callsTo('GET', '/api/seller-dashboard/inquiries');
    expect(Object.fromEntries(new URL((leads as Request).url).searchParams)).toEqual({
      page: '1',
      limit: '100',
      status: 'new,responded',
    });
    const [sales] = server.callsTo('GET', '/api/seller-dashboard/sales');
    expect(Object.fromEntries(new URL((sales as Request).url).searchParams)).toEqual({
      page: '1',
      limit: '100',
    });
  });

  it('shows the lead cards from the overview', async () => {
    renderSellerDashboard();
    await ready();
    expect(screen.getByRole('group', { name: 'Active Leads' })).toHaveTextContent('3');
    expect(screen.getByRole('group', { name: 'Domains Sold' })).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Total Revenue' })).toHaveTextContent('$540.00');
  });

  it('lists each new inquiry with its domain, buyer, age, price, message, e-mail and date', async () => {
    renderSellerDashboard();
    await ready();

    const jane = lead('cloudly.io', 'Jane Buyer');
    expect(jane.getByText('cloudly.io')).toBeInTheDocument();
    expect(jane.getByText('Jane Buyer')).toBeInTheDocument();
    expect(jane.getByText('Today')).toBeInTheDocument();
    expect(jane.getByText('$249')).toBeInTheDocument();
    expect(jane.getByText('Would you take 200 for it?')).toBeInTheDocument();
    expect(jane.getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(
      jane.getByText(
        new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
          new Date(LEADS[0]?.created_at ?? ''),
        ),
      ),
    ).toBeInTheDocument();
    expect(jane.getByRole('button', { name: 'Mark as Sold' })).toBeInTheDocument();

    const sam = lead('fastbrew.com', 'Sam Asker');
    expect(sam.getByText('Yesterday')).toBeInTheDocument();
    expect(sam.getByText('<b>Is the name</b> still available?')).toBeInTheDocument();
    expect(lead('quietname.org', 'Lee Looker').getByText('3 days ago')).toBeInTheDocument();
  });

  it('lists completed sales with SOLD, the buyer or "Buyer not recorded", the price and "100% yours"', async () => {
    renderSellerDashboard();
    await ready();

    const recorded = within(completedSales().getByRole('article', { name: 'oldsale.net' }));
    expect(recorded.getByText('SOLD')).toBeInTheDocument();
    expect(recorded.getByText('Pat Payer')).toBeInTheDocument();
    expect(recorded.getByText('$300.00')).toBeInTheDocument();
    expect(recorded.getByText('100% yours')).toBeInTheDocument();
    const unrecorded = within(completedSales().getByRole('article', { name: 'nobody.io' }));
    expect(unrecorded.getByText('Buyer not recorded')).toBeInTheDocument();
    expect(unrecorded.getByText('$240.00')).toBeInTheDocument();
  });

  it('summarises performance and congratulates a seller who has sold', async () => {
    renderSellerDashboard();
    await ready();
    expect(screen.getByRole('group', { name: 'Total Inquiries' })).toHaveTextContent('9');
    expect(screen.getByRole('group', { name: 'Response Rate' })).toHaveTextContent('66.7%');
    expect(screen.getByRole('group', { name: 'Conversion Rate' })).toHaveTextContent('22.2%');
    expect(screen.getByRole('group', { name: 'Average Sale Price' })).toHaveTextContent('$270.00');
    expect(screen.getByText(/^Congratulations!/)).toHaveTextContent('sold 2 domains');
  });

  it('has no congratulation and says so when nothing has come in yet', async () => {
    renderSellerDashboard({
      'GET /api/seller-dashboard/inquiries': () =>
        okResponse({ inquiries: [], pagination: pagination(0) }),
      'GET /api/seller-dashboard/sales': () => okResponse({ sales: [], pagination: pagination(0) }),
    });
    await ready();
    expect(newInquiries().getByText(/No new inquiries yet/)).toBeInTheDocument();
    expect(completedSales().getByText('No completed sales yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Congratulations/)).not.toBeInTheDocument();
  });

  it('asks "Mark {domain} as sold?", and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard();
    await ready();

    const dialog = await askToMarkSold(user);
    expect(dialog.getByText('Mark cloudly.io as sold?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('POST', '/api/seller-dashboard/mark-sold')).toHaveLength(0);
  });

  it('marks the lead sold and moves it from New Inquiries to Completed Sales', async () => {
    const user = userEvent.setup();
    let leads: SellerInquiry[] = LEADS;
    let sales: SoldRecord[] = SALES;
    const { server } = renderSellerDashboard({
      'GET /api/seller-dashboard/inquiries': () =>
        okResponse({ inquiries: leads, pagination: pagination(leads.length) }),
      'GET /api/seller-dashboard/sales': () =>
        okResponse({ sales, pagination: pagination(sales.length) }),
      'POST /api/seller-dashboard/mark-sold': () => {
        const [sold, ...rest] = LEADS;
        leads = rest;
        const sale = makeSale({
          id: sold?.domain.id,
          buyer_name: 'Jane Buyer',
          buyer_email: 'jane@example.com',
          domain_name: 'cloudly.io',
          sale_price: 249,
          listed_price: 249,
          inquiry_id: sold?.id,
        });
        sales = [sale, ...SALES];
        return okResponse({ inquiry: { ...sold, status: 'archived' }, sale });
      },
    });
    await ready();

    const dialog = await askToMarkSold(user);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.callsTo('POST', '/api/seller-dashboard/mark-sold')).toHaveLength(1),
    );

    await waitFor(() =>
      expect(
        newInquiries().queryByRole('article', { name: 'cloudly.io from Jane Buyer' }),
      ).not.toBeInTheDocument(),
    );
    const sale = within(completedSales().getByRole('article', { name: 'cloudly.io' }));
    expect(sale.getByText('Jane Buyer')).toBeInTheDocument();
    expect(sale.getByText('$249.00')).toBeInTheDocument();
    const [request] = server.callsTo('POST', '/api/seller-dashboard/mark-sold');
    expect(new URL((request as Request).url).searchParams.get('id')).toBe(LEADS[0]?.id);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Mark as Sold' })).not.toBeInTheDocument(),
    );
  });

  it.each([
    [
      'the server refuses',
      () => errorResponse(409, 'This domain is no longer available', 'LISTING_UNAVAILABLE'),
      'Failed to mark as sold. Please try again.',
    ],
    [
      'no answer comes',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Error marking as sold. Please try again.',
    ],
  ])('alerts when %s', async (_case, answer, message) => {
    const user = userEvent.setup();
    renderSellerDashboard({ 'POST /api/seller-dashboard/mark-sold': answer });
    await ready();

    const dialog = await askToMarkSold(user);
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(lead('cloudly.io', 'Jane Buyer').getByText('Jane Buyer')).toBeInTheDocument();
  });

  it('opens the deal of a completed sale from its Deal button', async () => {
    const user = userEvent.setup();
    const timelineId = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
    const { server } = renderSellerDashboard({
      'POST /api/transaction-timeline/create': () => okResponse({ id: timelineId }, 201),
    });
    await ready();

    await user.click(
      within(completedSales().getByRole('article', { name: 'oldsale.net' })).getByRole('button', {
        name: 'Deal',
      }),
    );

    expect(await screen.findByTestId('location')).toHaveTextContent(`/deals/${timelineId}`);
    const [request] = server.callsTo('POST', '/api/transaction-timeline/create');
    expect(await jsonBody(request as Request)).toEqual({ transactionId: SALES[0]?.transaction_id });
  });

  it('says why a deal cannot be opened, in the server’s words', async () => {
    const user = userEvent.setup();
    renderSellerDashboard({
      'POST /api/transaction-timeline/create': () =>
        errorResponse(409, 'This sale was reversed, so it has no deal to follow.', 'SALE_RESTORED'),
    });
    await ready();

    await user.click(
      within(completedSales().getByRole('article', { name: 'nobody.io' })).getByRole('button', {
        name: 'Deal',
      }),
    );

    expect(
      await screen.findByText('This sale was reversed, so it has no deal to follow.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Could not open the deal')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it.each([
    'GET /api/seller-dashboard/overview',
    'GET /api/seller-dashboard/inquiries',
    'GET /api/seller-dashboard/sales',
  ])('says "Failed to load data" when %s fails, and Try Again loads it', async (route) => {
    const user = userEvent.setup();
    let failing = true;
    const answers: Handlers = {
      'GET /api/seller-dashboard/overview': () => okResponse(OVERVIEW),
      'GET /api/seller-dashboard/inquiries': () =>
        okResponse({ inquiries: LEADS, pagination: pagination(LEADS.length) }),
      'GET /api/seller-dashboard/sales': () =>
        okResponse({ sales: SALES, pagination: pagination(SALES.length) }),
    };
    const working = answers[route];
    if (!working) throw new Error(`no answer for ${route}`);
    renderSellerDashboard({
      [route]: (request) =>
        failing ? errorResponse(500, 'Internal error', 'INTERNAL_ERROR') : working(request),
    });

    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'New Inquiries' })).not.toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await ready()).toBeInTheDocument();
  });
});
