import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Offer } from '../../../features/offers/api/my-offers';
import {
  DEAL_ID,
  makeInboxOffer,
  makeOffer,
  makeRules,
  OFFER_ID,
  offersPage,
} from '../../../features/offers/test/fixtures';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import { renderSellerDashboard } from './test/render-seller-dashboard';

const INBOX = '/api/offers/inbox';
const DEFAULT_RULES = '/api/offers/default-rules';
const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** Sam Lowball's $60 on cloudly.io, declined at once below the $100 minimum. */
const LOWBALL = makeInboxOffer({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a02',
  buyer_name: 'Sam Lowball',
  amount: 60,
  first_amount: 60,
  status: 'declined',
  turn: null,
  your_turn: false,
  below_minimum: true,
  decline_reason: 'below_minimum',
  decline_reason_label: "below the seller's minimum",
});

function inbox() {
  return within(screen.getByRole('region', { name: 'Offers' }));
}

function offerFrom(buyer: string) {
  return within(inbox().getByRole('article', { name: `Offer on cloudly.io from ${buyer}` }));
}

function queryOf(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL((request as Request).url).searchParams);
}

async function ready() {
  return screen.findByRole('article', { name: 'Offer on cloudly.io from Jane Buyer' });
}

/** An inbox whose one offer becomes `after` when the seller makes `move`. */
function offerThatMoves(move: string, after: Offer, body?: (request: Request) => void) {
  let current = makeInboxOffer();
  return {
    [`GET ${INBOX}`]: () =>
      okResponse(offersPage(current.status === 'awaiting_seller' ? [current] : [])),
    [`POST /api/offers/${OFFER_ID}/${move}`]: (request: Request) => {
      body?.(request);
      current = after;
      return okResponse(after);
    },
  };
}

async function openDefaultRules(user: UserEvent) {
  await user.click(inbox().getByRole('button', { name: 'Default rules' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Default rules for offers' }));
  await dialog.findByLabelText('Minimum (USD)');
  return dialog;
}

describe('offers inbox in the lead manager', () => {
  it('shows how many of a buyer’s offers on the name fell below the minimum: a buyer feeling for it', async () => {
    renderSellerDashboard({
      [`GET ${INBOX}`]: () => okResponse(offersPage([makeInboxOffer({ instant_declines: 3 })])),
    });
    await ready();

    const tries = offerFrom('Jane Buyer').getByRole('group', {
      name: 'Offers below your minimum',
    });
    expect(tries).toHaveTextContent('3');
    expect(tries).toHaveTextContent('from this buyer on this name, declined at once');
  });

  it('shows open offers by default, with the amount against the listed price and the minimum, the buyer, the deadline and the history', async () => {
    const { server } = renderSellerDashboard({
      [`GET ${INBOX}`]: () => okResponse(offersPage([makeInboxOffer()])),
    });
    await ready();

    const jane = offerFrom('Jane Buyer');
    expect(jane.getByText('Jane Buyer')).toBeInTheDocument();
    expect(jane.getByText('Your turn')).toBeInTheDocument();
    expect(jane.getByRole('group', { name: 'On the table' })).toHaveTextContent('$120');
    expect(jane.getByRole('group', { name: 'Listed price' })).toHaveTextContent('$149');
    expect(jane.getByRole('group', { name: 'Your minimum' })).toHaveTextContent('$100');
    expect(
      jane.queryByRole('group', { name: 'Offers below your minimum' }),
    ).not.toBeInTheDocument();
    expect(
      jane.getByText(
        `You have until ${mediumDateTime.format(new Date('2026-11-27T10:00:00.000Z'))} to answer`,
      ),
    ).toBeInTheDocument();
    expect(jane.getByText(/^The buyer offered \$120/)).toBeInTheDocument();
    expect(jane.getByText('“Would you take 120?”')).toBeInTheDocument();
    expect(queryOf(server.callsTo('GET', INBOX)[0])).toEqual({
      status: 'open',
      lowballs: 'false',
      page: '1',
      limit: '20',
    });
  });

  it('shows the offers below the minimum only with the switch on', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard({
      [`GET ${INBOX}`]: (request) =>
        okResponse(
          offersPage(
            queryOf(request).lowballs === 'true' ? [makeInboxOffer(), LOWBALL] : [makeInboxOffer()],
          ),
        ),
    });
    await ready();
    const lowballs = inbox().getByRole('switch', { name: 'Show offers below your minimum' });
    expect(lowballs).not.toBeChecked();
    expect(inbox().queryByText('Sam Lowball')).not.toBeInTheDocument();

    await user.click(lowballs);

    const sam = within(
      await inbox().findByRole('article', { name: 'Offer on cloudly.io from Sam Lowball' }),
    );
    expect(sam.getByText('Below your minimum')).toBeInTheDocument();
    expect(sam.getByText('Declined')).toBeInTheDocument();
    expect(sam.queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(queryOf(server.callsTo('GET', INBOX).at(-1))).toMatchObject({ lowballs: 'true' });
  });

  it('accepts in one click and links to the deal the sale opened', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard(
      offerThatMoves(
        'accept',
        makeInboxOffer({ status: 'accepted', turn: null, your_turn: false, deal_id: DEAL_ID }),
      ),
    );
    await ready();

    await user.click(offerFrom('Jane Buyer').getByRole('button', { name: 'Accept $120' }));

    const notice = within(await inbox().findByRole('status'));
    expect(notice.getByText(/^cloudly\.io is sold to Jane Buyer for \$120\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Go to the deal' })).toHaveAttribute(
      'href',
      `/deals/${DEAL_ID}`,
    );
    expect(server.callsTo('POST', `/api/offers/${OFFER_ID}/accept`)).toHaveLength(1);
    expect(await inbox().findByText(/^No offers waiting/)).toBeInTheDocument();
  });

  it('counters with an amount', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderSellerDashboard(
      offerThatMoves(
        'counter',
        makeInboxOffer({ status: 'awaiting_buyer', amount: 140, turn: 'buyer', your_turn: false }),
        (request) => sent.push(request),
      ),
    );
    await ready();

    await user.click(offerFrom('Jane Buyer').getByRole('button', { name: 'Counter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Counter: cloudly.io' }));
    await user.type(dialog.getByLabelText('Your counter (USD)'), '140');
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));

    expect(await screen.findByText('Counter sent')).toBeInTheDocument();
    expect(await jsonBody(sent[0] as Request)).toEqual({ amount: 140 });
  });

  it('declines with the reason picked', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderSellerDashboard(
      offerThatMoves(
        'decline',
        makeInboxOffer({ status: 'declined', turn: null, your_turn: false }),
        (request) => sent.push(request),
      ),
    );
    await ready();

    await user.click(offerFrom('Jane Buyer').getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline: cloudly.io' }));
    const reason = dialog.getByLabelText('Reason');
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['The offer is too low', 'Not selling at this time', 'Other']);
    await user.selectOptions(reason, 'Not selling at this time');
    await user.click(dialog.getByRole('button', { name: 'Decline offer' }));

    expect(await screen.findByText('Offer declined')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await jsonBody(sent[0] as Request)).toEqual({ reason: 'not_selling_now' });
  });

  it('offers no move on an offer that awaits the buyer', async () => {
    renderSellerDashboard({
      [`GET ${INBOX}`]: () =>
        okResponse(
          offersPage([
            makeInboxOffer({
              status: 'awaiting_buyer',
              amount: 140,
              turn: 'buyer',
              your_turn: false,
            }),
          ]),
        ),
    });
    await ready();

    expect(offerFrom('Jane Buyer').getByText('Awaiting the buyer')).toBeInTheDocument();
    expect(offerFrom('Jane Buyer').queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of an accept', async () => {
    const user = userEvent.setup();
    renderSellerDashboard({
      [`GET ${INBOX}`]: () => okResponse(offersPage([makeInboxOffer()])),
      [`POST /api/offers/${OFFER_ID}/accept`]: () =>
        errorResponse(409, 'This domain is no longer available', 'LISTING_UNAVAILABLE'),
    });
    await ready();

    await user.click(offerFrom('Jane Buyer').getByRole('button', { name: 'Accept $120' }));

    expect(await offerFrom('Jane Buyer').findByRole('alert')).toHaveTextContent(
      'This domain is no longer available',
    );
  });

  it('edits the default rules from the inbox', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const defaults = makeRules({ listing_id: null, source: 'default', minimum: null });
    renderSellerDashboard({
      [`GET ${INBOX}`]: () => okResponse(offersPage([makeOffer({ role: 'seller' })])),
      [`GET ${DEFAULT_RULES}`]: () => okResponse(defaults),
      [`PUT ${DEFAULT_RULES}`]: async (request) => {
        saved.push(await jsonBody(request));
        return okResponse({ ...defaults, minimum: 50, payment_days: 2 });
      },
    });
    await screen.findByRole('region', { name: 'Offers' });

    const dialog = await openDefaultRules(user);
    expect(dialog.getByLabelText('Answer to offers below your minimum')).toHaveAttribute(
      'placeholder',
      defaults.effective_decline_message,
    );
    await user.type(dialog.getByLabelText('Minimum (USD)'), '50');
    const payment = dialog.getByLabelText('Payment days');
    await user.clear(payment);
    await user.type(payment, '2');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your default rules for offers are saved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual([
      {
        offersAllowed: true,
        minimum: 50,
        buyNow: null,
        declineMessage: null,
        paymentDays: 2,
        transferDays: 5,
      },
    ]);
  });
});
