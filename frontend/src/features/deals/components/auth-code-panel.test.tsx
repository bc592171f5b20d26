import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import { makeTimeline, TIMELINE_ID } from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const ENTER = `PUT /api/transaction-timeline/auth-code/${TIMELINE_ID}`;
const REVEAL = `POST /api/transaction-timeline/auth-code/${TIMELINE_ID}/reveal`;

function panel() {
  return screen.findByRole('region', { name: 'Transfer auth code' });
}

describe('the transfer auth code on the deal page', () => {
  it('is asked of the seller once payment is secured, and says whether the buyer saw it', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    renderDeals({
      [DETAIL]: () => okResponse(makeTimeline('payment_secured')),
      [ENTER]: async (request: Request) => {
        sent = await jsonBody(request);
        return okResponse(
          makeTimeline('payment_secured', {
            auth_code: { entered_at: '2026-11-13T09:00:00.000Z', viewed_at: null },
          }),
        );
      },
    });
    const section = within(await panel());
    await user.type(section.getByLabelText(/^Auth code/), 'EPP-7x#q');
    await user.click(section.getByRole('button', { name: 'Save the auth code' }));
    await waitFor(() => expect(sent).toEqual({ auth_code: 'EPP-7x#q' }));
    expect(await section.findByText(/the buyer has not seen it yet/)).toBeVisible();
    expect(section.getByRole('button', { name: 'Replace the auth code' })).toBeVisible();
  });

  it('is not shown before payment is secured', async () => {
    renderDeals({ [DETAIL]: () => okResponse(makeTimeline('escrow_opened')) });
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('region', { name: 'Transfer auth code' })).toBeNull();
  });

  it('is shown to the buyer once, on request, then only said to have been shown', async () => {
    const user = userEvent.setup();
    let viewed = false;
    const timeline = () =>
      makeTimeline('payment_secured', {
        role: 'buyer',
        auth_code: {
          entered_at: '2026-11-13T09:00:00.000Z',
          viewed_at: viewed ? '2026-11-13T10:00:00.000Z' : null,
        },
      });
    renderDeals({
      [DETAIL]: () => okResponse(timeline()),
      [REVEAL]: () => {
        if (viewed) return errorResponse(409, 'Shown once already', 'AUTH_CODE_ALREADY_SHOWN');
        viewed = true;
        return okResponse({ auth_code: 'EPP-7x#q' });
      },
    });
    const section = within(await panel());
    await user.click(section.getByRole('button', { name: 'Show the auth code' }));
    expect(await section.findByTestId('auth-code')).toHaveTextContent('EPP-7x#q');
    expect(
      section.getByText('Copy it now: this page is the only place it is shown.'),
    ).toBeVisible();
  });

  it('tells the buyer it was shown already', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(
          makeTimeline('payment_secured', {
            role: 'buyer',
            auth_code: {
              entered_at: '2026-11-13T09:00:00.000Z',
              viewed_at: '2026-11-13T10:00:00.000Z',
            },
          }),
        ),
    });
    expect(within(await panel()).getByText(/ask the seller to enter a new one/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show the auth code' })).toBeNull();
  });
});
