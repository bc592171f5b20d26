import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonBody, okResponse } from '../../../test/api-stub';
import type { Timeline } from '../api/timeline';
import {
  makeClock,
  makeTimeline,
  makeTimelineSummary,
  pagination,
  TIMELINE_ID,
} from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const DETAIL_PATH = `/api/transaction-timeline/detail/${TIMELINE_ID}`;
const UPDATE_STAGE = `PUT /api/transaction-timeline/update-stage/${TIMELINE_ID}`;
const PAYMENT_DUE = '2026-11-13T10:00:00.000Z';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Puts the clock of the page `beforeDue` ms before the payment deadline (negative: after it). */
function atBeforeDue(beforeDue: number) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(Date.parse(PAYMENT_DUE) - beforeDue);
}

function offerDeal(overrides: Partial<Timeline> = {}, clock = makeClock()) {
  return makeTimeline('agreed', { clock, ...overrides });
}

function deadline() {
  return within(screen.getByRole('region', { name: 'Deadline' }));
}

function progress() {
  return within(screen.getByRole('region', { name: 'Progress' }));
}

async function dealReady() {
  await screen.findByRole('region', { name: 'Progress' });
  return screen.findByRole('region', { name: 'Deadline' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the deal clock on /deals/:id', () => {
  it('counts down to the payment deadline and reads the time again every minute', async () => {
    atBeforeDue(HOUR + MINUTE + 20_000);
    renderDeals({ [DETAIL]: () => okResponse(offerDeal()) });
    await dealReady();

    expect(deadline().getByText('Payment due in 1 hour 1 minute')).toBeInTheDocument();
    expect(
      deadline().getByText(`Due by ${mediumDateTime.format(new Date(PAYMENT_DUE))}`),
    ).toBeInTheDocument();
    expect(deadline().queryByText('Overdue')).not.toBeInTheDocument();
    expect(deadline().getByText(/^This deal binds both of you/)).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(MINUTE);

    expect(await deadline().findByText('Payment due in 1 hour')).toBeInTheDocument();
  });

  it('reads days and hours when the deadline is days away, and lists both deadlines', async () => {
    atBeforeDue(2 * DAY + 5 * HOUR + 10 * MINUTE);
    renderDeals({ [DETAIL]: () => okResponse(offerDeal()) });
    await dealReady();

    expect(deadline().getByText('Payment due in 2 days 5 hours')).toBeInTheDocument();
    const deadlines = within(deadline().getByRole('list', { name: 'Deadlines of the deal' }));
    expect(deadlines.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `Payment into escrow: due by ${mediumDateTime.format(new Date(PAYMENT_DUE))}.`,
      'Transfer of the name: within 5 days of payment.',
    ]);
  });

  it('counts down to the transfer once payment is secured', async () => {
    const transferDue = '2026-11-18T10:00:00.000Z';
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(Date.parse(transferDue) - 4 * DAY - 2 * HOUR - 20_000);
    renderDeals({
      [DETAIL]: () =>
        okResponse(
          makeTimeline('payment_secured', {
            clock: makeClock({
              transfer_due_at: transferDue,
              next_deadline: 'transfer',
              next_due_at: transferDue,
            }),
          }),
        ),
    });
    await dealReady();

    expect(deadline().getByText('Transfer due in 4 days 2 hours')).toBeInTheDocument();
    expect(deadline().getByText(/^Transfer of the name: due by /)).toBeInTheDocument();
  });

  it('shows an overdue deadline in red with an Overdue badge, and offers Cancel to the side that waited', async () => {
    atBeforeDue(-3 * HOUR - 20_000);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let cancelled = false;
    const { server } = renderDeals({
      [DETAIL]: () =>
        okResponse(
          cancelled
            ? makeTimeline('cancelled', {
                clock: makeClock({ next_deadline: null, next_due_at: null }),
              })
            : offerDeal({}, makeClock({ overdue: true, can_cancel: true })),
        ),
      [UPDATE_STAGE]: () => {
        cancelled = true;
        return okResponse(
          makeTimeline('cancelled', {
            clock: makeClock({ next_deadline: null, next_due_at: null }),
          }),
        );
      },
    });
    await dealReady();

    const countdown = deadline().getByText('Payment overdue by 3 hours');
    expect(countdown.getAttribute('style')).toContain('--mantine-color-red-9');
    expect(deadline().getByText('Overdue')).toBeInTheDocument();
    expect(
      deadline().getByText(
        'The buyer missed the payment deadline: you may now cancel the deal, and the name goes back on the marketplace.',
      ),
    ).toBeInTheDocument();
    expect(progress().getByText('The name goes back on the marketplace.')).toBeInTheDocument();

    await user.click(progress().getByRole('button', { name: 'Cancel deal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this deal?' }));
    expect(
      dialog.getByText(
        'Cancelling ends the deal for cloudly.io for both of you and puts the name back on the marketplace.',
      ),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel deal' }));

    expect(await progress().findByText(/^This deal was cancelled on /)).toBeInTheDocument();
    const [request] = server.callsTo(
      'PUT',
      `/api/transaction-timeline/update-stage/${TIMELINE_ID}`,
    );
    expect(await jsonBody(request as Request)).toEqual({ stage: 'cancelled' });
    expect(screen.queryByRole('region', { name: 'Deadline' })).not.toBeInTheDocument();
  });

  it('hides Cancel while the deal binds both sides, and says so', async () => {
    atBeforeDue(DAY);
    renderDeals({ [DETAIL]: () => okResponse(offerDeal()) });
    await dealReady();

    expect(progress().getByRole('button', { name: 'Mark Escrow opened' })).toBeInTheDocument();
    expect(progress().queryByRole('button', { name: 'Cancel deal' })).not.toBeInTheDocument();
    expect(
      progress().getByText('This deal binds both sides until a deadline is missed.'),
    ).toBeInTheDocument();
  });

  it('tells the side that missed the deadline that the other may cancel, and offers it no Cancel', async () => {
    atBeforeDue(-2 * DAY - HOUR - 20_000);
    renderDeals({
      [DETAIL]: () =>
        okResponse(offerDeal({ role: 'buyer' }, makeClock({ overdue: true, can_cancel: false }))),
    });
    await dealReady();

    expect(deadline().getByText('Payment overdue by 2 days 1 hour')).toBeInTheDocument();
    expect(
      deadline().getByText('You missed the payment deadline: the seller may now cancel the deal.'),
    ).toBeInTheDocument();
    expect(progress().queryByRole('button', { name: 'Cancel deal' })).not.toBeInTheDocument();
  });

  it('asks the server again when the deadline passes on screen, and then shows Cancel', async () => {
    atBeforeDue(20_000);
    const { server } = renderDeals({
      [DETAIL]: () =>
        okResponse(
          Date.now() >= Date.parse(PAYMENT_DUE)
            ? offerDeal({}, makeClock({ overdue: true, can_cancel: true }))
            : offerDeal(),
        ),
    });
    await dealReady();
    expect(deadline().getByText('Payment due in less than a minute')).toBeInTheDocument();
    expect(progress().queryByRole('button', { name: 'Cancel deal' })).not.toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(MINUTE);

    expect(await deadline().findByText(/^Payment overdue by/)).toBeInTheDocument();
    expect(await progress().findByRole('button', { name: 'Cancel deal' })).toBeInTheDocument();
    expect(server.callsTo('GET', DETAIL_PATH)).toHaveLength(2);
  });

  it('shows no clock for a deal that did not come from an offer, and keeps its Cancel', async () => {
    renderDeals();
    await screen.findByRole('region', { name: 'Progress' });

    expect(screen.queryByRole('region', { name: 'Deadline' })).not.toBeInTheDocument();
    expect(progress().getByRole('button', { name: 'Cancel deal' })).toBeInTheDocument();
  });
});

describe('the next deadline on /deals', () => {
  it('shows each deal’s running deadline, and Overdue once it has passed', async () => {
    atBeforeDue(DAY + 2 * HOUR + 20_000);
    renderDeals(
      {
        'GET /api/transaction-timeline/my-timelines': () =>
          okResponse({
            timelines: [
              makeTimelineSummary({
                id: '8e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a01',
                domain_name: 'late.io',
                stage: 'payment_secured',
                label: 'Payment secured',
                next_deadline: 'transfer',
                next_due_at: new Date(Date.now() - 5 * HOUR).toISOString(),
                overdue: true,
              }),
              makeTimelineSummary({
                domain_name: 'cloudly.io',
                stage: 'agreed',
                label: 'Agreed',
                next_deadline: 'payment',
                next_due_at: PAYMENT_DUE,
              }),
              makeTimelineSummary({
                id: '8e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a02',
                domain_name: 'plain.com',
              }),
            ],
            pagination: pagination(3),
          }),
      },
      '/deals',
    );
    const table = within(await screen.findByRole('table', { name: 'Your deals' }));

    const late = within(table.getByRole('row', { name: /late\.io/ }));
    expect(late.getByText('Transfer overdue by 5 hours')).toBeInTheDocument();
    expect(late.getByText('Overdue')).toBeInTheDocument();
    const due = within(table.getByRole('row', { name: /cloudly\.io/ }));
    expect(due.getByText('Payment due in 1 day 2 hours')).toBeInTheDocument();
    expect(due.queryByText('Overdue')).not.toBeInTheDocument();
    expect(
      within(table.getByRole('row', { name: /plain\.com/ })).getByText('None'),
    ).toBeInTheDocument();
  });
});
