import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import type { Offer } from '../api/my-offers';
import {
  DEAL_ID,
  makeCounteredOffer,
  makeDeclinedBelowMinimum,
  makeOffer,
  OFFER_ID,
  offersPage,
} from '../test/fixtures';
import { renderMyOffers } from '../test/render-offers';

const MINE = '/api/offers/mine';
const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function offerCard() {
  return within(screen.getByRole('article', { name: 'Offer on cloudly.io' }));
}

function ready() {
  return screen.findByRole('article', { name: 'Offer on cloudly.io' });
}

function queryOf(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL((request as Request).url).searchParams);
}

/** /api/offers/mine answering `offers` until a move on the offer answers `after`. */
function offerThatMoves(move: string, before: Offer, after: Offer) {
  let current = before;
  return {
    [`GET ${MINE}`]: () =>
      okResponse(
        offersPage(['awaiting_seller', 'awaiting_buyer'].includes(current.status) ? [current] : []),
      ),
    [`POST /api/offers/${OFFER_ID}/${move}`]: () => {
      current = after;
      return okResponse(after);
    },
  };
}

describe('My offers', () => {
  it('lists the open offers with the amount on the table against the listed price, the status, the deadline and the history', async () => {
    const { server } = renderMyOffers({
      [`GET ${MINE}`]: () => okResponse(offersPage([makeCounteredOffer()])),
    });
    await ready();

    expect(screen.getByRole('heading', { name: 'My offers', level: 1 })).toBeInTheDocument();
    expect(offerCard().getByRole('link', { name: 'cloudly.io' })).toHaveAttribute(
      'href',
      '/d/cloudly.io',
    );
    expect(offerCard().getByText('Your turn')).toBeInTheDocument();
    expect(offerCard().getByRole('group', { name: 'On the table' })).toHaveTextContent(
      'On the table$140First offer $120',
    );
    expect(offerCard().getByRole('group', { name: 'Listed price' })).toHaveTextContent('$149');
    expect(
      offerCard().getByText(
        `You have until ${mediumDateTime.format(new Date('2026-11-28T09:00:00.000Z'))} to answer`,
      ),
    ).toBeInTheDocument();
    const history = within(
      offerCard().getByRole('list', { name: 'History of the offer on cloudly.io' }),
    );
    expect(history.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `You offered $120 · ${mediumDateTime.format(new Date('2026-11-20T10:00:00.000Z'))}“Would you take 120?”`,
      `The seller countered with $140 · ${mediumDateTime.format(new Date('2026-11-21T09:00:00.000Z'))}“Meet me at 140.”`,
    ]);
    expect(queryOf(server.callsTo('GET', MINE)[0])).toEqual({
      status: 'open',
      page: '1',
      limit: '20',
    });
  });

  it('filters Open, Closed or All through the URL', async () => {
    const user = userEvent.setup();
    const { server, router } = renderMyOffers({
      [`GET ${MINE}`]: (request) =>
        okResponse(
          offersPage(
            queryOf(request).status === 'closed' ? [makeDeclinedBelowMinimum()] : [makeOffer()],
          ),
        ),
    });
    await ready();

    await user.click(screen.getByRole('radio', { name: 'Closed' }));

    expect(await offerCard().findByText('Declined')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');
    expect(queryOf(server.callsTo('GET', MINE).at(-1))).toMatchObject({ status: 'closed' });
    expect(offerCard().getByLabelText('The seller’s answer')).toHaveTextContent(
      'Thanks for your interest, but I cannot go that low.',
    );
    expect(
      offerCard().getByText("Declined: below the seller's minimum", { exact: false }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'));
  });

  it('never shows a minimum to the buyer, even of a declined offer', async () => {
    renderMyOffers({
      [`GET ${MINE}`]: () => okResponse(offersPage([makeDeclinedBelowMinimum()])),
    });
    await ready();

    expect(offerCard().queryByRole('group', { name: /minimum/i })).not.toBeInTheDocument();
    expect(screen.getByRole('article').textContent).not.toMatch(/\$100\b/);
  });

  it('offers Withdraw, and only Withdraw, while the offer awaits the seller', async () => {
    const user = userEvent.setup();
    const { server } = renderMyOffers(
      offerThatMoves('withdraw', makeOffer(), makeOffer({ status: 'withdrawn', turn: null })),
    );
    await ready();

    expect(offerCard().getByText('Awaiting the seller')).toBeInTheDocument();
    expect(
      offerCard().getByText(
        `The seller has until ${mediumDateTime.format(new Date('2026-11-27T10:00:00.000Z'))} to answer`,
      ),
    ).toBeInTheDocument();
    expect(offerCard().queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(offerCard().queryByRole('button', { name: 'Counter' })).not.toBeInTheDocument();
    expect(offerCard().queryByRole('button', { name: 'Walk away' })).not.toBeInTheDocument();
    await user.click(offerCard().getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Offer withdrawn')).toBeInTheDocument();
    expect(await screen.findByText('No open offers')).toBeInTheDocument();
    expect(server.callsTo('POST', `/api/offers/${OFFER_ID}/withdraw`)).toHaveLength(1);
  });

  it('accepts a seller’s counter and links to the deal it opened', async () => {
    const user = userEvent.setup();
    renderMyOffers(
      offerThatMoves(
        'accept',
        makeCounteredOffer(),
        makeCounteredOffer({ status: 'accepted', turn: null, your_turn: false, deal_id: DEAL_ID }),
      ),
    );
    await ready();

    expect(offerCard().queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await user.click(offerCard().getByRole('button', { name: 'Accept $140' }));

    const notice = within(await screen.findByRole('status'));
    expect(notice.getByText('Offer accepted')).toBeInTheDocument();
    expect(notice.getByText(/^cloudly\.io is yours for \$140\./)).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Go to the deal' })).toHaveAttribute(
      'href',
      `/deals/${DEAL_ID}`,
    );
    expect(await screen.findByText('No open offers')).toBeInTheDocument();
  });

  it('counters a seller’s counter with an amount and a message', async () => {
    const user = userEvent.setup();
    const { server } = renderMyOffers(
      offerThatMoves(
        'counter',
        makeCounteredOffer(),
        makeCounteredOffer({
          status: 'awaiting_seller',
          amount: 130,
          turn: 'seller',
          your_turn: false,
        }),
      ),
    );
    await ready();

    await user.click(offerCard().getByRole('button', { name: 'Counter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Counter: cloudly.io' }));
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));
    expect(await dialog.findByText('Offer amount is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Your counter (USD)'), '130');
    await user.type(dialog.getByLabelText('Message (optional)'), 'Split the difference?');
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));

    expect(await screen.findByText('Counter sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await offerCard().findByText('Awaiting the seller')).toBeInTheDocument();
    const [request] = server.callsTo('POST', `/api/offers/${OFFER_ID}/counter`);
    expect(await jsonBody(request as Request)).toEqual({
      amount: 130,
      message: 'Split the difference?',
    });
  });

  it('shows the seller’s answer when the rules decline a counter below the minimum', async () => {
    const user = userEvent.setup();
    renderMyOffers(
      offerThatMoves('counter', makeCounteredOffer(), makeDeclinedBelowMinimum({ amount: 90 })),
    );
    await ready();

    await user.click(offerCard().getByRole('button', { name: 'Counter' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Counter: cloudly.io' }));
    await user.type(dialog.getByLabelText('Your counter (USD)'), '90');
    await user.click(dialog.getByRole('button', { name: 'Send counter' }));

    const notice = within(await screen.findByRole('status'));
    expect(notice.getByText("Declined: below the seller's minimum")).toBeInTheDocument();
    expect(
      notice.getByText('Thanks for your interest, but I cannot go that low.'),
    ).toBeInTheDocument();
  });

  it('walks away from a counter without a reason', async () => {
    const user = userEvent.setup();
    const { server } = renderMyOffers(
      offerThatMoves(
        'decline',
        makeCounteredOffer(),
        makeCounteredOffer({
          status: 'declined',
          turn: null,
          your_turn: false,
          decline_reason: 'walked_away',
        }),
      ),
    );
    await ready();

    await user.click(offerCard().getByRole('button', { name: 'Walk away' }));

    expect(await screen.findByText('You walked away')).toBeInTheDocument();
    const [request] = server.callsTo('POST', `/api/offers/${OFFER_ID}/decline`);
    expect(await jsonBody(request as Request)).toEqual({});
  });

  it('links an accepted offer to its deal', async () => {
    renderMyOffers(
      {
        [`GET ${MINE}`]: () =>
          okResponse(offersPage([makeOffer({ status: 'accepted', turn: null, deal_id: DEAL_ID })])),
      },
      '/offers?status=closed',
    );
    await ready();

    expect(offerCard().getByText('Accepted')).toBeInTheDocument();
    expect(offerCard().getByRole('link', { name: 'Go to the deal' })).toHaveAttribute(
      'href',
      `/deals/${DEAL_ID}`,
    );
    expect(offerCard().queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the other side moved first, and reloads the offers', async () => {
    const user = userEvent.setup();
    const { server } = renderMyOffers({
      [`GET ${MINE}`]: () => okResponse(offersPage([makeCounteredOffer()])),
      [`POST /api/offers/${OFFER_ID}/accept`]: () =>
        errorResponse(409, 'This offer is expired: it can no longer be changed.', 'OFFER_CLOSED'),
    });
    await ready();

    await user.click(offerCard().getByRole('button', { name: 'Accept $140' }));

    expect(await offerCard().findByRole('alert')).toHaveTextContent(
      'This offer is expired: it can no longer be changed.',
    );
    await waitFor(() => expect(server.callsTo('GET', MINE)).toHaveLength(2));
  });

  it('says so when there is no open offer, with a way to the marketplace', async () => {
    renderMyOffers({ [`GET ${MINE}`]: () => okResponse(offersPage([])) });

    expect(await screen.findByText('No open offers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});
