import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  LISTING_ID,
  listingsAnswer,
  makeMarketplaceListing,
} from '../../../features/marketplace/test/fixtures';
import {
  DEAL_ID,
  makeDeclinedBelowMinimum,
  makeOffer,
  makeTerms,
  OFFER_ID,
  offersPage,
} from '../../../features/offers/test/fixtures';
import { errorResponse, jsonBody, okResponse, PROFILE } from '../../../test/api-stub';
import { renderMarketplace } from './test/render-marketplace';

const DIALOG_NAME = 'Make an offer: cloudly.io';
const TERMS = `GET /api/offers/terms/${LISTING_ID}`;
const MAKE_OFFER = 'POST /api/offers';
const BY_NAME = 'GET /api/domains/by-name/cloudly.io';
const LISTING = makeMarketplaceListing({ price: 149 });

type Handlers = Parameters<typeof renderMarketplace>[0];

const mediumDateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function card() {
  return within(screen.getByRole('article', { name: 'cloudly.io' }));
}

async function openModal(user: UserEvent, handlers: Handlers = {}) {
  const view = renderMarketplace({
    'GET /api/domains/public-listings': () => okResponse(listingsAnswer([LISTING])),
    ...handlers,
  });
  await screen.findByRole('article', { name: 'cloudly.io' });
  await user.click(card().getByRole('button', { name: 'Make an offer' }));
  const dialog = within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
  await dialog.findByLabelText('Your offer (USD)');
  return { ...view, dialog };
}

async function offer(user: UserEvent, dialog: ReturnType<typeof within>, amount: string) {
  const input = dialog.getByLabelText('Your offer (USD)');
  await user.clear(input);
  await user.type(input, amount);
  await user.click(dialog.getByRole('button', { name: 'Send offer' }));
}

/** A POST /api/offers answering each offer in turn. */
function answers(...offers: ReturnType<typeof makeOffer>[]) {
  let next = 0;
  return { [MAKE_OFFER]: () => okResponse(offers[Math.min(next++, offers.length - 1)], 201) };
}

describe('Make an offer', () => {
  it('sits beside Contact Seller and shows the amount, a message with its counter, and the terms', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user);

    expect(card().getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
    expect(dialog.getByText('$149')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Message (optional)'), 'Hello');
    expect(dialog.getByText('5/1000')).toBeInTheDocument();
    const terms = within(dialog.getByRole('list', { name: 'Terms of an offer' }));
    expect(terms.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Your offer binds you for 7 days; you can withdraw it until the seller answers.',
      'Payment into escrow is due 3 days after acceptance.',
      'The seller transfers the name within 5 days of payment.',
    ]);
    expect(dialog.queryByRole('button', { name: /^Buy now/ })).not.toBeInTheDocument();
  });

  it('shows an instant decline below the minimum with the seller’s answer, never the minimum, and when the buyer may offer again', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user, answers(makeDeclinedBelowMinimum()));

    await offer(user, dialog, '80');

    expect(
      await dialog.findByRole('heading', { name: "Declined: below the seller's minimum" }),
    ).toBeInTheDocument();
    expect(dialog.getByText('Thanks for your interest, but I cannot go that low.')).toBeVisible();
    const shown = screen.getByRole('dialog', { name: DIALOG_NAME }).textContent ?? '';
    expect(shown).not.toMatch(/100/);
    expect(shown).not.toMatch(/minimum is/i);
    expect(
      dialog.getByText(
        `You can make another offer on this name from ${mediumDateTime.format(new Date('2026-11-21T10:00:00.000Z'))}.`,
      ),
    ).toBeVisible();
    expect(dialog.queryByRole('button', { name: 'Make another offer' })).not.toBeInTheDocument();
    const [request] = server.callsTo('POST', '/api/offers');
    expect(await jsonBody(request as Request)).toEqual({ listingId: LISTING_ID, amount: 80 });
  });

  it('tells a buyer back too soon after a decline below the minimum when they may offer again', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user, {
      [MAKE_OFFER]: () =>
        errorResponse(
          429,
          'Your last offer on this name was below the seller’s minimum. You may offer on it again from 2026-11-21 10:00 UTC.',
          'OFFER_COOLING_DOWN',
        ),
    });

    await offer(user, dialog, '120');

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Your last offer on this name was below the seller’s minimum. You may offer on it again from 2026-11-21 10:00 UTC.',
    );
  });

  it('asks the buyer to confirm an amount above the asking price, and sends it confirmed', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user, {
      [TERMS]: () => okResponse(makeTerms({ buy_now: 140 })),
      ...answers(
        makeOffer({
          status: 'accepted',
          amount: 140,
          first_amount: 1_000_000,
          turn: null,
          deal_id: DEAL_ID,
        }),
      ),
    });

    await offer(user, dialog, '1000000');
    const confirmation = within(await dialog.findByRole('alert'));
    expect(confirmation.getByText('Confirm your offer')).toBeInTheDocument();
    expect(
      confirmation.getByText(
        'You are offering $1,000,000 for a name listed at $149. It is accepted at once, and you pay the Buy Now price of $140.',
      ),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/offers')).toHaveLength(0);

    await user.click(confirmation.getByRole('button', { name: 'Change the amount' }));
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    await offer(user, dialog, '1000000');
    await user.click(await dialog.findByRole('button', { name: 'Confirm $1,000,000' }));

    expect(await dialog.findByText(/^cloudly\.io is yours for \$140\./)).toBeInTheDocument();
    const requests = server.callsTo('POST', '/api/offers');
    expect(requests).toHaveLength(1);
    expect(await jsonBody(requests[0] as Request)).toEqual({
      listingId: LISTING_ID,
      amount: 1_000_000,
      confirmAmount: true,
    });
  });

  it('sends the trimmed message with the amount', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user, answers(makeOffer()));

    await user.type(dialog.getByLabelText('Message (optional)'), '  Would you take 120?  ');
    await offer(user, dialog, '120');

    await dialog.findByRole('heading', { name: /^Offer sent/ });
    const [request] = server.callsTo('POST', '/api/offers');
    expect(await jsonBody(request as Request)).toEqual({
      listingId: LISTING_ID,
      amount: 120,
      message: 'Would you take 120?',
    });
  });

  it('buys at the Buy Now price in one click and links to the deal', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user, {
      [TERMS]: () => okResponse(makeTerms({ buy_now: 140 })),
      ...answers(
        makeOffer({
          status: 'accepted',
          amount: 140,
          first_amount: 140,
          turn: null,
          deal_id: DEAL_ID,
        }),
      ),
    });

    expect(dialog.getByRole('list', { name: 'Terms of an offer' })).toHaveTextContent(
      'Buy Now price: $140. An offer of that much or more is accepted at once, at that price.',
    );
    await user.click(dialog.getByRole('button', { name: 'Buy now for $140' }));

    expect(await dialog.findByRole('heading', { name: 'Offer accepted' })).toBeInTheDocument();
    expect(dialog.getByText(/^cloudly\.io is yours for \$140\./)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Go to the deal' })).toHaveAttribute(
      'href',
      `/deals/${DEAL_ID}`,
    );
    const [request] = server.callsTo('POST', '/api/offers');
    expect(await jsonBody(request as Request)).toEqual({ listingId: LISTING_ID, amount: 140 });
  });

  it('checks the amount before sending, and shows the server’s refusal', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user, {
      [MAKE_OFFER]: () =>
        errorResponse(
          409,
          'You already have an open offer on this name: answer or withdraw it first.',
          'OFFER_ALREADY_OPEN',
        ),
    });

    await user.click(dialog.getByRole('button', { name: 'Send offer' }));
    expect(await dialog.findByText('Offer amount is required')).toBeInTheDocument();
    await offer(user, dialog, '1000001');
    expect(
      await dialog.findByText('Offer amount must be between $1 and $1,000,000'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/offers')).toHaveLength(0);

    await offer(user, dialog, '120');
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You already have an open offer on this name: answer or withdraw it first.',
    );
  });

  it('puts the server’s field message under the amount', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user, {
      [MAKE_OFFER]: () =>
        errorResponse(400, 'Offer amount can have at most two decimal places', 'VALIDATION_ERROR', [
          { field: 'amount', message: 'Offer amount can have at most two decimal places' },
        ]),
    });

    await offer(user, dialog, '120');

    expect(
      await dialog.findByText('Offer amount can have at most two decimal places'),
    ).toBeInTheDocument();
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so in the modal when the seller takes no offers on the name', async () => {
    const user = userEvent.setup();
    renderMarketplace({
      'GET /api/domains/public-listings': () => okResponse(listingsAnswer([LISTING])),
      [TERMS]: () => okResponse(makeTerms({ offers_allowed: false })),
    });
    await screen.findByRole('article', { name: 'cloudly.io' });
    await user.click(card().getByRole('button', { name: 'Make an offer' }));

    const dialog = within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
    expect(
      await dialog.findByText(
        'The seller does not take offers on this name. You can still contact the seller.',
      ),
    ).toBeInTheDocument();
    expect(dialog.queryByLabelText('Your offer (USD)')).not.toBeInTheDocument();
  });

  it('shows "You have an open offer" on a card the buyer has an open offer on, and nothing on their own listing', async () => {
    const own = makeMarketplaceListing({
      id: '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e02',
      name: 'mine.io',
      seller: { id: PROFILE.id, user_tier: 'free' },
    });
    renderMarketplace({
      'GET /api/domains/public-listings': () => okResponse(listingsAnswer([LISTING, own])),
      'GET /api/offers/mine': () => okResponse(offersPage([makeOffer()])),
    });

    await screen.findByRole('article', { name: 'cloudly.io' });
    expect(await card().findByRole('link', { name: 'You have an open offer' })).toHaveAttribute(
      'href',
      '/offers',
    );
    expect(card().queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    const mine = within(screen.getByRole('article', { name: 'mine.io' }));
    expect(mine.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    expect(mine.queryByRole('link', { name: 'You have an open offer' })).not.toBeInTheDocument();
  });
});

describe('Make an offer on /d/{name}', () => {
  function renderLanding(handlers: Handlers = {}) {
    return renderMarketplace(
      { [BY_NAME]: () => okResponse(LISTING), ...handlers },
      { path: '/d/cloudly.io' },
    );
  }

  it('sits beside Contact Seller when the seller takes offers', async () => {
    renderLanding();
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeInTheDocument();
  });

  it('is hidden when the seller takes no offers', async () => {
    const { server } = renderLanding({
      [TERMS]: () => okResponse(makeTerms({ offers_allowed: false })),
    });
    await screen.findByRole('button', { name: 'Contact Seller' });
    await waitFor(() =>
      expect(server.callsTo('GET', `/api/offers/terms/${LISTING_ID}`)).toHaveLength(1),
    );
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('links to My offers when the buyer has an open offer on the name', async () => {
    renderLanding({ [TERMS]: () => okResponse(makeTerms({ open_offer_id: OFFER_ID })) });
    expect(await screen.findByRole('link', { name: 'You have an open offer' })).toHaveAttribute(
      'href',
      '/offers',
    );
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it('is not offered on the seller’s own listing', async () => {
    const { server } = renderLanding({
      [BY_NAME]: () =>
        okResponse(makeMarketplaceListing({ seller: { id: PROFILE.id, user_tier: 'free' } })),
    });
    expect(await screen.findByText('This is your listing')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', `/api/offers/terms/${LISTING_ID}`)).toHaveLength(0);
  });

  it('keeps the answer with its deal on screen when Buy Now sells the name', async () => {
    const user = userEvent.setup();
    let sold = false;
    renderLanding({
      [BY_NAME]: () =>
        sold ? errorResponse(404, 'Listing not found', 'NOT_FOUND') : okResponse(LISTING),
      [TERMS]: () => okResponse(makeTerms({ buy_now: 149 })),
      [MAKE_OFFER]: () => {
        sold = true;
        return okResponse(
          makeOffer({ status: 'accepted', amount: 149, turn: null, deal_id: DEAL_ID }),
          201,
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
    await user.click(await dialog.findByRole('button', { name: 'Buy now for $149' }));

    expect(await screen.findByText(/not for sale on the marketplace/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Go to the deal' })).toHaveAttribute(
      'href',
      `/deals/${DEAL_ID}`,
    );
  });
});
