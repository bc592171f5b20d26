import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, okResponse } from '../../../test/api-stub';
import { makeTimeline, TIMELINE_ID } from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const SET = `PUT /api/transaction-timeline/receiving-registrar/${TIMELINE_ID}`;
const CHECK = `POST /api/transaction-timeline/delivery-check/${TIMELINE_ID}`;

function panel() {
  return screen.findByRole('region', { name: 'Delivery' });
}

describe('the deal’s delivery', () => {
  it('lets the buyer name their registrar, then says the arrival is watched', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('escrow_opened', { role: 'buyer' })),
      [SET]: async (request: Request) => {
        sent = await jsonBody(request);
        return okResponse(
          makeTimeline('escrow_opened', { role: 'buyer', receiving_registrar: 'Porkbun' }),
        );
      },
    });
    const section = within(await panel());
    await user.type(section.getByLabelText(/^Your registrar/), 'Porkbun');
    await user.click(section.getByRole('button', { name: 'Save the registrar' }));
    await waitFor(() => expect(sent).toEqual({ registrar: 'Porkbun' }));
    expect(await section.findByText(/The name goes to Porkbun\./)).toBeVisible();
  });

  it('shows both sides why the deal is on hold', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(
          makeTimeline('payment_secured', {
            receiving_registrar: 'Porkbun',
            hold: {
              reason: 'registrar_changed',
              registrar: 'Shady Names Ltd',
              message: 'The name’s registrar of record changed to Shady Names Ltd.',
              since: '2026-11-14T10:00:00.000Z',
            },
          }),
        ),
    });
    const alert = within(await panel()).getByRole('alert');
    expect(alert).toHaveTextContent('On hold');
    expect(alert).toHaveTextContent('changed to Shady Names Ltd');
    expect(within(await panel()).queryByRole('button', { name: 'Save the registrar' })).toBeNull();
  });

  it('asks the registry now on request, and says when the name is not there yet', async () => {
    const user = userEvent.setup();
    const inTransfer = makeTimeline('payment_secured', {
      role: 'buyer',
      receiving_registrar: 'Porkbun',
      name_record: {
        ownership_verified_at: null,
        checked_at: null,
        registrar_of_record: 'NameCheap, Inc.',
        expires_at: null,
        days_to_expiry: null,
        registered_at: null,
        transferred_at: null,
        renewal: null,
      },
    });
    let checks = 0;
    renderDeals({
      [DETAIL]: () => okResponse(inTransfer),
      [CHECK]: () => {
        checks += 1;
        return okResponse(inTransfer);
      },
    });
    const section = within(await panel());
    await user.click(section.getByRole('button', { name: 'Check the registry now' }));
    expect(await section.findByRole('status')).toHaveTextContent(
      'Not there yet: the registry still shows NameCheap, Inc.',
    );
    expect(checks).toBe(1);
  });
});
