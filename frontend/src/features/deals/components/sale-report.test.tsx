import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import { REPORT_LATE_AFTER_MS, REPORT_POLL_INTERVAL_MS } from '../api/sale-report';
import {
  makeReport,
  makeTimeline,
  RECOMMENDATION_ID,
  TIMELINE_ID,
  TRANSACTION_ID,
} from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const REPORT_PATH = `/api/post-transaction-analytics/report/${TRANSACTION_ID}`;
const NOT_MADE_YET = () => errorResponse(404, 'Sale report not found', 'NOT_FOUND');

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

async function saleReport() {
  return within(await screen.findByRole('region', { name: 'Sale report' }));
}

function figure(name: string) {
  return screen.getByRole('group', { name });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sale report', () => {
  it('says the report is being prepared, asks again, and shows it once the job has made it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let made = false;
    const { server } = renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('agreed', { sold_at: new Date().toISOString() })),
      [`GET ${REPORT_PATH}`]: () => (made ? okResponse(makeReport()) : NOT_MADE_YET()),
    });

    const report = await saleReport();
    expect(await report.findByText('Preparing your sale report...')).toBeInTheDocument();
    made = true;
    await vi.advanceTimersByTimeAsync(REPORT_POLL_INTERVAL_MS);

    expect(await report.findByRole('group', { name: 'Days to sell' })).toHaveTextContent('14 days');
    expect(report.queryByText('Preparing your sale report...')).not.toBeInTheDocument();
    const asked = server.callsTo('GET', REPORT_PATH).length;
    await vi.advanceTimersByTimeAsync(REPORT_POLL_INTERVAL_MS * 3);
    expect(server.callsTo('GET', REPORT_PATH)).toHaveLength(asked);
  });

  it('shows days to sell, views and inquiries before the sale, and the price against the listed price and the seller’s average', async () => {
    renderDeals();
    const report = await saleReport();

    expect(await report.findByRole('group', { name: 'Days to sell' })).toHaveTextContent('14 days');
    expect(figure('Views before the sale')).toHaveTextContent('140');
    expect(figure('Inquiries before the sale')).toHaveTextContent('3');
    expect(figure('Sale vs listed price')).toHaveTextContent('90.0%$225.00 of $250.00');
    expect(figure('Sale vs your average')).toHaveTextContent('75.0%Your average: $300.00');
    const recommendation = within(report.getByRole('listitem', { name: 'Reprice quietname.org' }));
    expect(recommendation.getByText(/^Listed 74 days with no inquiry\./)).toBeInTheDocument();
  });

  it('says a first sale has no average to compare with', async () => {
    renderDeals({
      [`GET ${REPORT_PATH}`]: () =>
        okResponse(
          makeReport({ seller_average_sale_price: null, price_vs_seller_average_pct: null }),
        ),
    });
    await saleReport();

    expect(await screen.findByRole('group', { name: 'Sale vs your average' })).toHaveTextContent(
      'First saleNo earlier sale to compare with',
    );
  });

  it('marks a recommendation implemented and shows when', async () => {
    const user = userEvent.setup();
    const implementedAt = '2026-11-21T09:30:00.000Z';
    const { server } = renderDeals({
      'PUT /api/post-transaction-analytics/implement-recommendation': () =>
        okResponse(
          makeReport({
            recommendations: makeReport().recommendations.map((recommendation) => ({
              ...recommendation,
              implemented: true,
              implemented_at: implementedAt,
            })),
          }),
        ),
    });
    const report = await saleReport();

    await user.click(await report.findByRole('button', { name: 'Implement' }));

    const recommendation = within(report.getByRole('listitem', { name: 'Reprice quietname.org' }));
    expect(await recommendation.findByText('Implemented')).toBeInTheDocument();
    expect(
      recommendation.getByText(`on ${mediumDate.format(new Date(implementedAt))}`),
    ).toBeInTheDocument();
    expect(recommendation.queryByRole('button', { name: 'Implement' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(recommendation.getByText('Implemented').closest('[tabindex="-1"]')).toHaveFocus(),
    );
    const [request] = server.callsTo(
      'PUT',
      '/api/post-transaction-analytics/implement-recommendation',
    );
    expect(new URL((request as Request).url).searchParams.get('recommendationId')).toBe(
      RECOMMENDATION_ID,
    );
  });

  it('when the job is late, stops asking and offers to prepare the report now', async () => {
    const user = userEvent.setup();
    const soldLongAgo = new Date(Date.now() - REPORT_LATE_AFTER_MS - 60_000).toISOString();
    const { server } = renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('agreed', { sold_at: soldLongAgo })),
      [`GET ${REPORT_PATH}`]: NOT_MADE_YET,
      'POST /api/post-transaction-analytics/generate': () => okResponse(makeReport(), 201),
    });
    const report = await saleReport();

    expect(
      await report.findByText('Your sale report is taking longer than usual.'),
    ).toBeInTheDocument();
    await user.click(report.getByRole('button', { name: 'Prepare it now' }));

    expect(await report.findByRole('group', { name: 'Days to sell' })).toHaveTextContent('14 days');
    const [request] = server.callsTo('POST', '/api/post-transaction-analytics/generate');
    expect(await jsonBody(request as Request)).toEqual({ transactionId: TRANSACTION_ID });
    expect(server.callsTo('GET', REPORT_PATH)).toHaveLength(1);
  });

  it('says when the sale was reversed after the report was made', async () => {
    renderDeals({ [`GET ${REPORT_PATH}`]: () => okResponse(makeReport({ restored: true })) });
    const report = await saleReport();

    expect(
      await report.findByText('This sale was reversed after the report was made.'),
    ).toBeInTheDocument();
  });
});
