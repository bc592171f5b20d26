import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import { makeTimeline, TIMELINE_ID } from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const OPEN_ESCROW = `POST /api/transaction-timeline/escrow/${TIMELINE_ID}`;

const openEscrow = {
  state: 'open' as const,
  escrow_id: '2900001',
  pay_url: 'https://www.escrow.com/transaction/2900001',
  fee_payer: 'split' as const,
  inspection_days: 5,
  requested_at: '2026-11-10T11:00:00.000Z',
};

function escrowSection() {
  return screen.findByRole('region', { name: 'Escrow' });
}

describe('the deal’s escrow at Escrow.com', () => {
  it('is not offered where deals move by hand', async () => {
    renderDeals();
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('region', { name: 'Escrow' })).toBeNull();
  });

  it('opens with who pays the fee and the inspection period, then shows the transaction', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('agreed', { escrow_by_api: true })),
      [OPEN_ESCROW]: async (request: Request) => {
        sent = await jsonBody(request);
        return okResponse(
          makeTimeline('escrow_opened', { escrow_by_api: true, escrow: openEscrow }),
        );
      },
    });
    const section = within(await escrowSection());
    await user.selectOptions(
      section.getByRole('combobox', { name: 'Escrow.com’s fee is paid by' }),
      'split',
    );
    const days = section.getByRole('textbox', { name: 'Inspection period (days)' });
    await user.clear(days);
    await user.type(days, '5');
    await user.click(section.getByRole('button', { name: 'Open escrow at Escrow.com' }));

    await waitFor(() => expect(sent).toEqual({ fee_payer: 'split', inspection_days: 5 }));
    expect(
      await within(await escrowSection()).findByText(/Escrow\.com transaction 2900001/),
    ).toHaveTextContent('Escrow.com’s fee is split in halves; the buyer has 5 days');
    expect(
      within(await escrowSection()).getByRole('link', {
        name: 'See the transaction at Escrow.com',
      }),
    ).toHaveAttribute('href', openEscrow.pay_url);
  });

  it('gives the buyer the link to pay, and says which stages Escrow.com reported', async () => {
    const timeline = makeTimeline('payment_secured', {
      role: 'buyer',
      escrow_by_api: true,
      escrow: openEscrow,
    });
    timeline.history[2] = { ...timeline.history[2], role: 'buyer', source: 'escrow_webhook' };
    renderDeals({ [DETAIL]: () => okResponse(timeline) });
    const pay = within(await escrowSection()).getByRole('link', { name: 'Pay at Escrow.com' });
    expect(pay).toHaveAttribute('href', openEscrow.pay_url);
    expect(pay).toHaveAttribute('target', '_blank');
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect(history.getByText(/reported by Escrow\.com \(you\)/)).toBeVisible();
  });

  it('says why Escrow.com did not open it, and keeps the form', async () => {
    const user = userEvent.setup();
    renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('agreed', { escrow_by_api: true })),
      [OPEN_ESCROW]: () =>
        errorResponse(
          503,
          'Escrow.com did not open the escrow: Escrow.com answered 500. Try again.',
          'ESCROW_FAILED',
        ),
    });
    const section = within(await escrowSection());
    await user.click(section.getByRole('button', { name: 'Open escrow at Escrow.com' }));
    expect(await section.findByRole('alert')).toHaveTextContent(
      'Escrow.com did not open the escrow: Escrow.com answered 500. Try again.',
    );
    expect(section.getByRole('button', { name: 'Open escrow at Escrow.com' })).toBeVisible();
  });
});
