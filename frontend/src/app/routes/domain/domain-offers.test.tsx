import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LISTING_ID, makeListing, makeOwnership } from '../../../features/listings/test-support';
import type { OfferRules } from '../../../features/offers/api/offer-rules';
import { makeRules } from '../../../features/offers/test/fixtures';
import {
  errorResponse,
  jsonBody,
  makeSession,
  okResponse,
  storeSession,
  stubApi,
} from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { DomainDetailRoute } from './domain-detail';

const RULES_PATH = `/api/offers/rules/${LISTING_ID}`;
const FOLLOWING_DEFAULTS = /^Following your default rules/;

/** The default rules of the seller, which cloudly.io follows until it has its own. */
const DEFAULTS = makeRules({ listing_id: LISTING_ID, source: 'default', minimum: null });

function renderOffers(
  rules: OfferRules,
  handlers: Parameters<typeof stubApi>[0] = {},
  listing = makeListing(),
) {
  const server = stubApi({
    [`GET /api/domains/detail/${LISTING_ID}`]: () => okResponse(listing),
    [`GET /api/domains/${LISTING_ID}/ownership`]: () => okResponse(makeOwnership()),
    [`GET ${RULES_PATH}`]: () => okResponse(rules),
    ...handlers,
  });
  storeSession(makeSession());
  renderRoutes([{ path: '/domain/:id', element: <DomainDetailRoute /> }], `/domain/${LISTING_ID}`);
  return server;
}

async function offersSection() {
  const section = within(await screen.findByRole('region', { name: 'Offers' }));
  await section.findByLabelText('Minimum (USD)');
  return section;
}

async function replace(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

/** A rules server that keeps what is saved, as the listing's own rules. */
function savingRules(initial: OfferRules, saved: unknown[]) {
  let current = initial;
  return {
    [`GET ${RULES_PATH}`]: () => okResponse(current),
    [`PUT ${RULES_PATH}`]: async (request: Request) => {
      const body = (await jsonBody(request)) as {
        offersAllowed: boolean;
        minimum: number | null;
        buyNow: number | null;
        declineMessage: string | null;
        paymentDays: number;
        transferDays: number;
      };
      saved.push(body);
      current = makeRules({
        listing_id: LISTING_ID,
        source: 'listing',
        offers_allowed: body.offersAllowed,
        minimum: body.minimum,
        buy_now: body.buyNow,
        decline_message: body.declineMessage,
        effective_decline_message: body.declineMessage ?? initial.effective_decline_message,
        payment_days: body.paymentDays,
        transfer_days: body.transferDays,
      });
      return okResponse(current);
    },
  };
}

describe('the Offers section of /domain/:id', () => {
  it('shows the rules the listing follows, says the minimum is never shown to buyers, and the default answer as a placeholder', async () => {
    renderOffers(DEFAULTS);
    const section = await offersSection();

    expect(section.getByText(FOLLOWING_DEFAULTS)).toBeInTheDocument();
    expect(section.getByText(/Your minimum is never shown to buyers/)).toBeInTheDocument();
    expect(
      section.getByText('Offers below it are declined at once. Never shown to buyers.'),
    ).toBeInTheDocument();
    expect(section.getByRole('switch', { name: 'Take offers' })).toBeChecked();
    expect(section.getByLabelText('Minimum (USD)')).toHaveValue('');
    expect(section.getByLabelText('Buy Now price (USD)')).toHaveValue('');
    expect(section.getByLabelText('Answer to offers below your minimum')).toHaveAttribute(
      'placeholder',
      DEFAULTS.effective_decline_message,
    );
    expect(section.getByLabelText('Payment days')).toHaveValue('3');
    expect(section.getByLabelText('Transfer days')).toHaveValue('5');
  });

  it('saves the listing’s own rules, after which it no longer follows the defaults', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderOffers(DEFAULTS, savingRules(DEFAULTS, saved));
    const section = await offersSection();

    await user.type(section.getByLabelText('Minimum (USD)'), '100');
    await user.type(section.getByLabelText('Buy Now price (USD)'), '180');
    await user.type(
      section.getByLabelText('Answer to offers below your minimum'),
      '  Thanks, but no.  ',
    );
    await replace(user, section.getByLabelText('Transfer days'), '7');
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Offer rules saved')).toBeInTheDocument();
    expect(screen.getByText('Your rules for offers on cloudly.io are saved.')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByText(FOLLOWING_DEFAULTS)).not.toBeInTheDocument());
    expect(saved).toEqual([
      {
        offersAllowed: true,
        minimum: 100,
        buyNow: 180,
        declineMessage: 'Thanks, but no.',
        paymentDays: 3,
        transferDays: 7,
      },
    ]);
    expect(section.getByLabelText('Minimum (USD)')).toHaveValue('$100');
  });

  it('turns offers off and clears the minimum', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    const own = makeRules({ listing_id: LISTING_ID });
    renderOffers(own, savingRules(own, saved));
    const section = await offersSection();
    expect(section.queryByText(FOLLOWING_DEFAULTS)).not.toBeInTheDocument();
    expect(section.getByLabelText('Minimum (USD)')).toHaveValue('$100');

    await user.click(section.getByRole('switch', { name: 'Take offers' }));
    await user.clear(section.getByLabelText('Minimum (USD)'));
    await user.click(section.getByRole('button', { name: 'Save' }));

    await screen.findByText('Offer rules saved');
    expect(saved).toEqual([
      {
        offersAllowed: false,
        minimum: null,
        buyNow: null,
        declineMessage: null,
        paymentDays: 3,
        transferDays: 5,
      },
    ]);
  });

  it('checks the rules before saving: Buy Now above the minimum, amounts and days in range', async () => {
    const user = userEvent.setup();
    const server = renderOffers(DEFAULTS);
    const section = await offersSection();

    await user.type(section.getByLabelText('Minimum (USD)'), '150');
    await user.type(section.getByLabelText('Buy Now price (USD)'), '150');
    await replace(user, section.getByLabelText('Payment days'), '0');
    await replace(user, section.getByLabelText('Transfer days'), '15');
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await section.findByText('Buy Now price must be above the minimum')).toBeInTheDocument();
    expect(section.getAllByText('Days must be a whole number from 1 to 14')).toHaveLength(2);

    await replace(user, section.getByLabelText('Minimum (USD)'), '2000000');
    await user.click(section.getByRole('button', { name: 'Save' }));
    expect(
      await section.findByText('Minimum must be between $1 and $1,000,000'),
    ).toBeInTheDocument();
    expect(server.callsTo('PUT', RULES_PATH)).toHaveLength(0);
  });

  it('puts the server’s refusal under the field it names', async () => {
    const user = userEvent.setup();
    renderOffers(DEFAULTS, {
      [`PUT ${RULES_PATH}`]: () =>
        errorResponse(400, 'Buy Now price must be above the minimum', 'VALIDATION_ERROR', [
          { field: 'buyNow', message: 'Buy Now price must be above the minimum' },
        ]),
    });
    const section = await offersSection();

    await user.type(section.getByLabelText('Buy Now price (USD)'), '120');
    await user.click(section.getByRole('button', { name: 'Save' }));

    expect(await section.findByText('Buy Now price must be above the minimum')).toBeInTheDocument();
    expect(section.getByLabelText('Buy Now price (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown for a sold listing', async () => {
    const server = renderOffers(DEFAULTS, {}, makeListing({ status: 'sold', sale_price: 249 }));

    expect(
      await screen.findByRole('heading', { name: 'cloudly.io', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Offers' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', RULES_PATH)).toHaveLength(0);
  });
});
