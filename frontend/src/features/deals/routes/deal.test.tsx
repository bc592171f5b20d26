import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import type { Timeline } from '../api/timeline';
import { makeTimeline, TIMELINE_ID, TRANSACTION_ID } from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const UPDATE_STAGE = `PUT /api/transaction-timeline/update-stage/${TIMELINE_ID}`;

const mediumDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function progress() {
  return within(screen.getByRole('region', { name: 'Progress' }));
}

function stepper() {
  return within(screen.getByTestId('stage-stepper'));
}

function reachedSteps() {
  return Array.from(
    screen.getByTestId('stage-stepper').querySelectorAll('[data-reached]'),
    (step) => step.textContent,
  );
}

/** Waits until the deal has loaded and shows its progress. */
function dealReady() {
  return screen.findByRole('region', { name: 'Progress' });
}

/** A deal whose detail follows what the last stage change answered. */
function dealThatMoves(first: Timeline) {
  let current = first;
  return {
    [DETAIL]: () => okResponse(current),
    [UPDATE_STAGE]: async (request: Request) => {
      const { stage, notes } = (await jsonBody(request)) as { stage: string; notes?: string };
      const reached =
        stage === 'cancelled' ? null : current.stages.find((step) => step.stage === stage);
      current = makeTimeline(
        stage as Timeline['stage'],
        {},
        Object.fromEntries(
          [
            ...current.stages.filter((step) => step.notes).map((step) => [step.stage, step.notes]),
            [reached?.stage ?? 'cancelled', notes],
          ].filter(([, text]) => text),
        ),
      );
      return okResponse(current);
    },
  };
}

describe('deal page', () => {
  it('shows the domain, the sale price against the listed price, the sale date, the role and the buyer', async () => {
    renderDeals();

    expect(await screen.findByRole('heading', { name: 'cloudly.io', level: 1 })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Sale price' })).toHaveTextContent(
      '$225.0090.0% of the listed $250.00',
    );
    expect(screen.getByRole('group', { name: 'Sold' })).toHaveTextContent(
      mediumDate.format(new Date('2026-11-10T10:00:00.000Z')),
    );
    expect(screen.getByRole('group', { name: 'Your role' })).toHaveTextContent('Seller');
    expect(screen.getByRole('group', { name: 'Buyer' })).toHaveTextContent('Jane Buyer');
    expect(document.title).toContain('Deal: cloudly.io');
  });

  it('ticks the stages reached, with their date, who moved the deal and the notes', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(makeTimeline('payment_secured', {}, { escrow_opened: 'Escrow.com #4411' })),
    });
    await dealReady();
    await screen.findByRole('heading', { name: 'cloudly.io', level: 1 });

    expect(progress().getByText('Payment secured', { selector: 'strong' })).toBeInTheDocument();
    expect(reachedSteps()).toHaveLength(3);
    expect(reachedSteps()[1]).toContain('Escrow opened');
    expect(reachedSteps()[1]).toContain(
      `${mediumDate.format(new Date('2026-11-11T10:00:00.000Z'))} · by you`,
    );
    expect(stepper().getByText('Escrow.com #4411')).toBeInTheDocument();
    for (const later of ['Domain transferred', 'Funds released', 'Completed']) {
      expect(stepper().getByText(later)).toBeInTheDocument();
      expect(reachedSteps().join()).not.toContain(later);
    }
  });

  it('names the next stage on its button and moves the deal there with the notes', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(dealThatMoves(makeTimeline('agreed')));
    await dealReady();

    const next = await progress().findByRole('button', { name: 'Mark Escrow opened' });
    const notes = progress().getByLabelText('Notes (optional)');
    await user.type(notes, 'Opened at Escrow.com');
    expect(progress().getByText('20/1000 characters')).toBeInTheDocument();
    await user.click(next);

    expect(await progress().findByRole('button', { name: 'Mark Payment secured' })).toHaveFocus();
    const [request] = server.callsTo(
      'PUT',
      `/api/transaction-timeline/update-stage/${TIMELINE_ID}`,
    );
    expect(await jsonBody(request as Request)).toEqual({
      stage: 'escrow_opened',
      notes: 'Opened at Escrow.com',
    });
    expect(screen.getByText('Stage updated')).toBeInTheDocument();
    expect(progress().getByLabelText('Notes (optional)')).toHaveValue('');
    expect(stepper().getByText('Opened at Escrow.com')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      'Agreed',
      'Escrow opened',
    ]);
  });

  it('sends no notes when none are written', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(dealThatMoves(makeTimeline('agreed')));
    await dealReady();

    await user.click(await progress().findByRole('button', { name: 'Mark Escrow opened' }));
    await progress().findByRole('button', { name: 'Mark Payment secured' });
    const [request] = server.callsTo(
      'PUT',
      `/api/transaction-timeline/update-stage/${TIMELINE_ID}`,
    );
    expect(await jsonBody(request as Request)).toEqual({ stage: 'escrow_opened' });
  });

  it('shows the server’s message when it refuses the stage, and reloads the deal', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals({
      [UPDATE_STAGE]: () =>
        errorResponse(
          422,
          'A deal moves one stage at a time: after Escrow opened comes Payment secured.',
          'STAGE_OUT_OF_ORDER',
        ),
    });
    await dealReady();

    await user.click(await progress().findByRole('button', { name: 'Mark Escrow opened' }));

    expect(await progress().findByRole('alert')).toHaveTextContent(
      'A deal moves one stage at a time: after Escrow opened comes Payment secured.',
    );
    await waitFor(() =>
      expect(server.callsTo('GET', `/api/transaction-timeline/detail/${TIMELINE_ID}`)).toHaveLength(
        2,
      ),
    );
    expect(progress().getByRole('button', { name: 'Mark Escrow opened' })).toHaveFocus();
  });

  it('completes the deal: a success notice at the top, and the form gives way to the status', async () => {
    const user = userEvent.setup();
    renderDeals(dealThatMoves(makeTimeline('funds_released')));
    await dealReady();

    await user.click(await progress().findByRole('button', { name: 'Mark Completed' }));

    const closed = await progress().findByText(/^This deal was completed on /);
    await waitFor(() => expect(closed.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByText(/^Every stage is done/)).toBeInTheDocument();
    expect(progress().queryByLabelText('Notes (optional)')).not.toBeInTheDocument();
    expect(progress().queryByRole('button', { name: /^Mark / })).not.toBeInTheDocument();
  });

  it('shows a completed deal’s status with no form and no Cancel deal', async () => {
    renderDeals({ [DETAIL]: () => okResponse(makeTimeline('completed')) });
    await dealReady();

    expect(await progress().findByText(/^This deal was completed on /)).toBeInTheDocument();
    expect(screen.getByText(/^Every stage is done/)).toBeInTheDocument();
    expect(progress().getByText('Completed', { selector: 'strong' })).toBeInTheDocument();
    expect(reachedSteps()).toHaveLength(6);
    expect(progress().queryByRole('button')).not.toBeInTheDocument();
    expect(progress().queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a cancelled deal’s status and reason with no form', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(makeTimeline('cancelled', {}, { cancelled: 'The buyer changed their mind.' })),
    });
    await dealReady();

    expect(await progress().findByText(/^This deal was cancelled on /)).toBeInTheDocument();
    expect(progress().getByText('The buyer changed their mind.')).toBeInTheDocument();
    expect(stepper().getByText('Deal cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/^Every stage is done/)).not.toBeInTheDocument();
    expect(progress().queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels the deal after a confirmation, with the reason', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(dealThatMoves(makeTimeline('escrow_opened')));
    await dealReady();

    await user.click(await progress().findByRole('button', { name: 'Cancel deal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this deal?' }));
    await user.type(dialog.getByLabelText('Reason (optional)'), 'Buyer withdrew');
    await user.click(dialog.getByRole('button', { name: 'Cancel deal' }));

    expect(await progress().findByText(/^This deal was cancelled on /)).toBeInTheDocument();
    const [request] = server.callsTo(
      'PUT',
      `/api/transaction-timeline/update-stage/${TIMELINE_ID}`,
    );
    expect(await jsonBody(request as Request)).toEqual({
      stage: 'cancelled',
      notes: 'Buyer withdrew',
    });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this deal?' })).not.toBeInTheDocument(),
    );
    expect(progress().getByText('Buyer withdrew')).toBeInTheDocument();
  });

  it('keeps the deal when the confirmation is dismissed', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals();
    await dealReady();

    await user.click(await progress().findByRole('button', { name: 'Cancel deal' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this deal?' }));
    await user.click(dialog.getByRole('button', { name: 'Keep deal' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.callsTo('PUT', `/api/transaction-timeline/update-stage/${TIMELINE_ID}`)).toEqual(
      [],
    );
  });

  it('shows the buyer the seller’s moves, no buyer name and no sale report', async () => {
    const { server } = renderDeals({
      [DETAIL]: () =>
        okResponse(makeTimeline('escrow_opened', { role: 'buyer', buyer_name: null })),
    });

    await screen.findByRole('heading', { name: 'cloudly.io', level: 1 });
    expect(screen.getByRole('group', { name: 'Your role' })).toHaveTextContent('Buyer');
    expect(screen.queryByRole('group', { name: 'Buyer' })).not.toBeInTheDocument();
    expect(reachedSteps()[1]).toContain('by the seller');
    expect(screen.queryByRole('region', { name: 'Sale report' })).not.toBeInTheDocument();
    expect(
      server.callsTo('GET', `/api/post-transaction-analytics/report/${TRANSACTION_ID}`),
    ).toEqual([]);
  });

  it('links the seller to the sale report once the job has made it, and not before', async () => {
    const { unmount } = renderDeals();
    await dealReady();
    expect(screen.queryByRole('link', { name: 'See the sale report' })).not.toBeInTheDocument();
    unmount();

    renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('agreed', { report_id: TRANSACTION_ID })),
    });
    await dealReady();
    expect(screen.getByRole('link', { name: 'See the sale report' })).toHaveAttribute(
      'href',
      '#sale-report',
    );
    expect(screen.getByRole('region', { name: 'Sale report' })).toHaveAttribute(
      'id',
      'sale-report',
    );
  });

  it('gives the buyer no sale report link', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(makeTimeline('agreed', { role: 'buyer', report_id: TRANSACTION_ID })),
    });
    await dealReady();
    expect(screen.queryByRole('link', { name: 'See the sale report' })).not.toBeInTheDocument();
  });

  it('says a deal it cannot find is not found, with a way back to the deals', async () => {
    renderDeals({
      [DETAIL]: () => errorResponse(404, 'Transaction timeline not found', 'NOT_FOUND'),
    });

    expect(await screen.findByRole('heading', { name: 'Deal not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your deals' })).toHaveAttribute('href', '/deals');
  });

  it('shows the server’s message when the deal fails to load, and Try Again loads it', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderDeals({
      [DETAIL]: () =>
        failing
          ? errorResponse(503, 'The service is busy. Try again shortly.', 'SERVICE_UNAVAILABLE')
          : okResponse(makeTimeline()),
    });

    expect(await screen.findByText('The service is busy. Try again shortly.')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'cloudly.io', level: 1 })).toBeVisible();
  });
});
