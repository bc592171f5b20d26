import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { FIGURES, makeTimelineSummary, pagination, TIMELINE_ID } from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const LIST_PATH = '/api/transaction-timeline/my-timelines';
const SUMMARY_PATH = '/api/post-transaction-analytics/seller-summary';

const BOUGHT = makeTimelineSummary({
  id: '8e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b',
  transaction_id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f7a',
  domain_name: 'fastbrew.com',
  sale_price: 480,
  stage: 'completed',
  label: 'Completed',
  status: 'completed',
  role: 'buyer',
  updated_at: '2026-11-15T10:00:00.000Z',
});

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function queryOf(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL((request as Request).url).searchParams);
}

function deals() {
  return within(screen.getByRole('table', { name: 'Your deals' }));
}

function dealsReady() {
  return screen.findByRole('table', { name: 'Your deals' });
}

describe('deals list', () => {
  it('lists each deal with its domain, sale price, stage, the caller’s role and last activity', async () => {
    const { server } = renderDeals(
      {
        [`GET ${LIST_PATH}`]: () =>
          okResponse({ timelines: [makeTimelineSummary(), BOUGHT], pagination: pagination(2) }),
      },
      '/deals',
    );
    await dealsReady();

    expect(
      deals()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Domain', 'Sale price', 'Stage', 'Your role', 'Next deadline', 'Last activity']);
    const [sold, bought] = deals().getAllByRole('row').slice(1);
    expect(within(sold as HTMLElement).getByRole('link', { name: 'cloudly.io' })).toHaveAttribute(
      'href',
      `/deals/${TIMELINE_ID}`,
    );
    expect(sold).toHaveTextContent(
      `$225.00Escrow openedSellerNone${mediumDate.format(new Date('2026-11-12T10:00:00.000Z'))}`,
    );
    expect(bought).toHaveTextContent(
      `fastbrew.com$480.00CompletedBuyerNone${mediumDate.format(new Date('2026-11-15T10:00:00.000Z'))}`,
    );
    expect(queryOf(server.callsTo('GET', LIST_PATH)[0])).toEqual({ page: '1', limit: '20' });
  });

  it('filters by role and status, in the URL, back on the first page', async () => {
    const user = userEvent.setup();
    const { server, router } = renderDeals(
      {
        [`GET ${LIST_PATH}`]: (request) =>
          okResponse({
            timelines: queryOf(request).role === 'buyer' ? [BOUGHT] : [makeTimelineSummary()],
            pagination: pagination(1, Number(queryOf(request).page)),
          }),
      },
      '/deals?page=2',
    );
    await dealsReady();

    await user.selectOptions(screen.getByLabelText('Role'), 'As buyer');
    await waitFor(() => expect(deals().getByRole('link', { name: 'fastbrew.com' })).toBeVisible());
    expect(router.state.location.search).toBe('?role=buyer');
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    await waitFor(() => expect(router.state.location.search).toBe('?role=buyer&status=completed'));

    const asked = server.callsTo('GET', LIST_PATH).map(queryOf);
    expect(asked).toEqual([
      { page: '2', limit: '20' },
      { page: '1', limit: '20', role: 'buyer' },
      { page: '1', limit: '20', role: 'buyer', status: 'completed' },
    ]);
    expect(screen.getByLabelText('Role')).toHaveValue('buyer');
    expect(screen.getByLabelText('Status')).toHaveValue('completed');
  });

  it('explains that deals start from a sale when there are none', async () => {
    renderDeals(
      { [`GET ${LIST_PATH}`]: () => okResponse({ timelines: [], pagination: pagination(0) }) },
      '/deals',
    );

    expect(await screen.findByText('No deals yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Deals start from a sale. Mark a lead as sold in the lead manager, then open its deal.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the lead manager' })).toHaveAttribute(
      'href',
      '/seller-dashboard',
    );
  });

  it('says when no deal matches the filters, and shows all again', async () => {
    const user = userEvent.setup();
    const { router } = renderDeals(
      {
        [`GET ${LIST_PATH}`]: (request) =>
          okResponse(
            queryOf(request).status === 'cancelled'
              ? { timelines: [], pagination: pagination(0) }
              : { timelines: [makeTimelineSummary()], pagination: pagination(1) },
          ),
      },
      '/deals?status=cancelled',
    );

    expect(await screen.findByText('No deals match these filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all deals' }));

    expect(await dealsReady()).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('pages through the deals', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(
      {
        [`GET ${LIST_PATH}`]: (request) => {
          const page = Number(queryOf(request).page);
          return okResponse({
            timelines: [page === 1 ? makeTimelineSummary() : BOUGHT],
            pagination: pagination(45, page),
          });
        },
      },
      '/deals',
    );
    await dealsReady();

    const pages = within(screen.getByRole('navigation', { name: 'Pages of deals' }));
    expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(pages.getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(deals().getByRole('link', { name: 'fastbrew.com' })).toBeVisible());
    expect(queryOf(server.callsTo('GET', LIST_PATH).at(-1))).toEqual({ page: '3', limit: '20' });
    await user.click(pages.getByRole('button', { name: 'Previous page' }));
    await waitFor(() =>
      expect(queryOf(server.callsTo('GET', LIST_PATH).at(-1))).toEqual({ page: '2', limit: '20' }),
    );
  });

  it('shows the server’s message when the list fails to load, and Try Again loads it', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderDeals(
      {
        [`GET ${LIST_PATH}`]: () =>
          failing
            ? errorResponse(500, 'The deals could not be read.', 'INTERNAL_ERROR')
            : okResponse({ timelines: [makeTimelineSummary()], pagination: pagination(1) }),
      },
      '/deals',
    );

    expect(await screen.findByText('The deals could not be read.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await dealsReady()).toBeInTheDocument();
  });
});

describe('sales summary', () => {
  function summary() {
    return within(screen.getByRole('region', { name: 'Your sales' }));
  }

  it('shows the seller’s totals and averages, and asks again for another timeframe', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(
      {
        [`GET ${SUMMARY_PATH}`]: (request) =>
          okResponse({
            summary:
              queryOf(request).timeframe === 'all'
                ? { ...FIGURES, timeframe: 'all', total_sales: 9, total_revenue: 2400 }
                : FIGURES,
            reports: [],
            pagination: pagination(4, 1, 1),
          }),
      },
      '/deals',
    );

    expect(await screen.findByRole('group', { name: 'Total sales' })).toHaveTextContent('4');
    expect(summary().getByRole('group', { name: 'Revenue' })).toHaveTextContent('$1,180.00');
    expect(summary().getByRole('group', { name: 'Average days to sell' })).toHaveTextContent(
      '21.5 days',
    );
    expect(summary().getByRole('group', { name: 'Average of listed price' })).toHaveTextContent(
      '92.3%',
    );
    expect(summary().getByRole('group', { name: 'Open recommendations' })).toHaveTextContent('2');
    expect(summary().getByLabelText('Timeframe')).toHaveValue('90d');

    await user.selectOptions(summary().getByLabelText('Timeframe'), 'All time');

    await waitFor(() =>
      expect(summary().getByRole('group', { name: 'Total sales' })).toHaveTextContent('9'),
    );
    expect(summary().getByRole('group', { name: 'Revenue' })).toHaveTextContent('$2,400.00');
    expect(server.callsTo('GET', SUMMARY_PATH).map(queryOf)).toEqual([
      { timeframe: '90d', page: '1', limit: '1' },
      { timeframe: 'all', page: '1', limit: '1' },
    ]);
  });

  it('says when there is no sale in the timeframe', async () => {
    renderDeals(
      {
        [`GET ${SUMMARY_PATH}`]: () =>
          okResponse({
            summary: {
              ...FIGURES,
              total_sales: 0,
              total_revenue: 0,
              average_sale_price: null,
              average_days_to_sell: null,
              average_price_vs_listed_pct: null,
              open_recommendations: 0,
            },
            reports: [],
            pagination: pagination(0, 1, 1),
          }),
      },
      '/deals',
    );

    expect(
      await screen.findByText(/^No sales with a report in this timeframe\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Total sales' })).not.toBeInTheDocument();
  });

  it('keeps the list when the summary fails, with Try Again for the summary', async () => {
    renderDeals(
      {
        [`GET ${SUMMARY_PATH}`]: () =>
          errorResponse(500, 'The figures could not be read.', 'INTERNAL_ERROR'),
      },
      '/deals',
    );

    expect(await summary().findByText('The figures could not be read.')).toBeInTheDocument();
    expect(summary().getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(await dealsReady()).toBeInTheDocument();
  });
});
