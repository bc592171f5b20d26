import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  makeSession,
  okResponse,
  storeSession,
  stubApi,
} from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import { showNarrowScreen } from '../../../test/narrow-screen';
import type { DomainListing } from '../../../features/listings/api/get-listing';
import type { ListingOwnership } from '../../../features/listings/api/listing-ownership';
import {
  LISTING_ID,
  makeCheck,
  makeListing,
  makeOwnership,
  OWNERSHIP_VALUE,
} from '../../../features/listings/test-support';
import { makeRules } from '../../../features/offers/test/fixtures';
import { DomainDetailRoute } from './domain-detail';

const DETAIL = `GET /api/domains/detail/${LISTING_ID}`;
const OWNERSHIP = `GET /api/domains/${LISTING_ID}/ownership`;
const CHECK_PATH = `/api/domains/${LISTING_ID}/ownership/check`;
const DAY_MS = 24 * 60 * 60 * 1000;

function renderOwnership(
  listing: DomainListing,
  ownership: ListingOwnership,
  handlers: Parameters<typeof stubApi>[0] = {},
) {
  const server = stubApi({
    [DETAIL]: () => okResponse(listing),
    [OWNERSHIP]: () => okResponse(ownership),
    [`GET /api/offers/rules/${LISTING_ID}`]: () =>
      okResponse(makeRules({ listing_id: LISTING_ID })),
    ...handlers,
  });
  storeSession(makeSession());
  renderRoutes([{ path: '/domain/:id', element: <DomainDetailRoute /> }], `/domain/${LISTING_ID}`);
  return server;
}

/** The Ownership section, once its checks have loaded. */
async function ownershipSection() {
  const section = within(await screen.findByRole('region', { name: 'Ownership' }));
  await section.findByRole('button', { name: 'Check now' });
  return section;
}

/** The page's header: the name with its badges, then the price. */
function header() {
  return within(
    screen.getByRole('heading', { level: 1 }).parentElement?.parentElement as HTMLElement,
  );
}

/** A listing server whose checks answer `answers` in turn, each check then being what it shows. */
function stubChecks(listing: DomainListing, answers: ListingOwnership[]) {
  let current = makeOwnership();
  let shown = listing;
  return renderOwnership(listing, current, {
    [DETAIL]: () => okResponse(shown),
    [OWNERSHIP]: () => okResponse(current),
    [`POST ${CHECK_PATH}`]: () => {
      current = answers.shift() ?? current;
      shown = { ...shown, verified: current.state === 'verified' };
      return okResponse(current);
    },
  });
}

describe('domain detail: ownership', () => {
  it('shows a verified listing: since when, its record, the registration and the recent checks', async () => {
    const expiresAt = new Date(Date.now() + 40 * DAY_MS - 60_000).toISOString();
    renderOwnership(
      makeListing({
        verified: true,
        verified_at: '2025-03-02T09:30:00.000Z',
        registration_expires_at: expiresAt,
      }),
      makeOwnership({
        state: 'verified',
        verified_at: '2025-03-02T09:30:00.000Z',
        registration: {
          source: 'rdap',
          registrar: 'NameCheap, Inc.',
          expires_at: expiresAt,
          statuses: ['client transfer prohibited'],
        },
        checks: [
          makeCheck({ ownership: 'found', for_sale: 'agrees', trigger: 'seller' }),
          makeCheck({ checked_at: '2025-03-01T09:30:00.000Z', ownership: 'unreachable' }),
        ],
      }),
    );
    const section = await ownershipSection();

    expect(header().getByText('Verified')).toBeInTheDocument();
    expect(header().getByText('Expires in 40 days')).toBeInTheDocument();
    expect(section.getByText('Verified')).toBeInTheDocument();
    expect(section.getByText('Verified on Mar 2, 2025.')).toBeInTheDocument();

    const record = within(section.getByRole('table', { name: 'TXT record to publish' }));
    expect(record.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Host',
      'Type',
      'Value',
      'TTL',
    ]);
    expect(record.getByText('_dlm-verify.cloudly.io')).toBeInTheDocument();
    expect(record.getByText('TXT')).toBeInTheDocument();
    expect(record.getByText(OWNERSHIP_VALUE)).toBeInTheDocument();
    expect(record.getByText('3600')).toBeInTheDocument();

    expect(section.getByText('Agrees with your price', { selector: 'span' })).toBeInTheDocument();
    expect(section.getByText('NameCheap, Inc.')).toBeInTheDocument();
    expect(section.getByText('Expires in 40 days')).toBeInTheDocument();
    expect(section.getByText('client transfer prohibited')).toBeInTheDocument();
    expect(section.getByText(/^Next daily check: Mar 3, 2025/)).toBeInTheDocument();
    const checks = within(section.getByRole('table', { name: 'Recent checks' }));
    const [, newest, older] = checks.getAllByRole('row');
    expect(newest).toHaveTextContent(/You.*Found.*Agrees with your price.*Read/);
    expect(older).toHaveTextContent(/Daily check.*DNS did not answer.*Not published/);
  });

  it('gives the steps of the listing’s registrar first, and of any other DNS host on request', async () => {
    renderOwnership(makeListing({ registrar: 'Namecheap' }), makeOwnership());
    const section = await ownershipSection();
    const user = userEvent.setup();

    expect(section.getByRole('tab', { name: 'Namecheap' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const namecheap = within(section.getByRole('tabpanel'));
    expect(namecheap.getByText(/Advanced DNS tab/)).toBeInTheDocument();
    expect(namecheap.getByText('_dlm-verify')).toBeInTheDocument();
    expect(namecheap.getByText(OWNERSHIP_VALUE)).toBeInTheDocument();

    await user.click(section.getByRole('tab', { name: 'GoDaddy' }));

    expect(within(section.getByRole('tabpanel')).getByText(/Domain Portfolio/)).toBeInTheDocument();
  });

  it('copies the record’s host and value', async () => {
    renderOwnership(makeListing(), makeOwnership());
    const section = await ownershipSection();
    const user = userEvent.setup();
    const record = within(section.getByRole('table', { name: 'TXT record to publish' }));

    await user.click(record.getByRole('button', { name: 'Copy value' }));
    expect(await navigator.clipboard.readText()).toBe(OWNERSHIP_VALUE);
    expect(record.getByRole('button', { name: 'Copy value: copied' })).toBeInTheDocument();

    await user.click(record.getByRole('button', { name: 'Copy host' }));
    expect(await navigator.clipboard.readText()).toBe('_dlm-verify.cloudly.io');
  });

  it('says an unverified listing is not verified yet, and Check now says when the record is not found', async () => {
    const server = stubChecks(makeListing(), [
      makeOwnership({
        checks: [makeCheck({ trigger: 'seller', checked_at: '2025-03-02T10:00:00.000Z' })],
      }),
    ]);
    const section = await ownershipSection();
    const user = userEvent.setup();

    expect(section.getByText('Not verified yet')).toBeInTheDocument();
    expect(header().queryByText('Verified')).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Check now' }));

    expect(await section.findByText('Record not found yet')).toBeInTheDocument();
    expect(section.getByText(/DNS changes can take up to an hour to show\. Check/)).toBeVisible();
    expect(section.getByText('Not verified yet')).toBeInTheDocument();
    expect(server.callsTo('POST', CHECK_PATH)).toHaveLength(1);
  });

  it('Check now shows it is working, then that the record was found, and the listing is verified', async () => {
    let answer: (response: Response) => void = () => undefined;
    const verified = makeOwnership({
      state: 'verified',
      verified_at: '2025-03-02T10:00:00.000Z',
      checks: [makeCheck({ trigger: 'seller', ownership: 'found' })],
    });
    let listing = makeListing();
    renderOwnership(listing, makeOwnership(), {
      [DETAIL]: () => okResponse(listing),
      [`POST ${CHECK_PATH}`]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    const section = await ownershipSection();
    const user = userEvent.setup();

    await user.click(section.getByRole('button', { name: 'Check now' }));

    expect(
      await section.findByText('Looking up your DNS records and registration…'),
    ).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Check now' })).toBeDisabled();

    listing = makeListing({ verified: true, verified_at: '2025-03-02T10:00:00.000Z' });
    answer(okResponse(verified));

    expect(await section.findByText('Record found')).toBeInTheDocument();
    expect(
      section.getByText('Your TXT record is published: this listing is verified.'),
    ).toBeInTheDocument();
    expect(section.getByText('Verified on Mar 2, 2025.')).toBeInTheDocument();
    expect(section.queryByText('Not verified yet')).not.toBeInTheDocument();
    await waitFor(() => expect(header().getByText('Verified')).toBeInTheDocument());
  });

  it('says DNS could not be reached, and that nothing was counted, when DNS did not answer', async () => {
    stubChecks(makeListing(), [
      makeOwnership({ checks: [makeCheck({ trigger: 'seller', ownership: 'unreachable' })] }),
    ]);
    const section = await ownershipSection();
    const user = userEvent.setup();

    await user.click(section.getByRole('button', { name: 'Check now' }));

    expect(await section.findByText('We could not reach DNS')).toBeInTheDocument();
    expect(section.getByText(/try again later\.$/)).toBeInTheDocument();
    expect(section.getByText('Not verified yet')).toBeInTheDocument();
  });

  it('explains a suspension with the server’s problem and fix, and shows no Verified badge', async () => {
    renderOwnership(
      makeListing({
        status: 'suspended',
        verified: true,
        verified_at: '2025-03-01T09:30:00.000Z',
        suspension_reason: 'redemption_period',
      }),
      makeOwnership({
        state: 'suspended',
        verified_at: '2025-03-01T09:30:00.000Z',
        suspension: {
          reason: 'redemption_period',
          problem:
            'The name is in its redemption period: it expired and will be deleted unless restored.',
          fix: 'Restore the name at your registrar, then press Check now on the listing.',
        },
        registration: {
          source: 'rdap',
          registrar: 'NameCheap, Inc.',
          expires_at: '2025-02-01T00:00:00.000Z',
          statuses: ['redemption period'],
        },
      }),
    );
    const section = await ownershipSection();

    const alert = within(section.getByRole('alert'));
    expect(alert.getByText('Suspended: this listing is off the marketplace')).toBeInTheDocument();
    expect(
      alert.getByText(
        'The name is in its redemption period: it expired and will be deleted unless restored.',
      ),
    ).toBeInTheDocument();
    expect(
      alert.getByText('Restore the name at your registrar, then press Check now on the listing.'),
    ).toBeInTheDocument();
    expect(header().getByText('Suspended')).toBeInTheDocument();
    expect(screen.queryByText('Verified')).not.toBeInTheDocument();
    expect(section.getByText('Registration expired')).toBeInTheDocument();
    expect(section.getByText('redemption period')).toBeInTheDocument();
  });

  it('shows the server’s words when the check is refused', async () => {
    renderOwnership(makeListing(), makeOwnership(), {
      [`POST ${CHECK_PATH}`]: () =>
        errorResponse(
          409,
          'This domain is marked as sold: restore it before you check it',
          'LISTING_SOLD',
        ),
    });
    const section = await ownershipSection();
    const user = userEvent.setup();

    await user.click(section.getByRole('button', { name: 'Check now' }));

    expect(await section.findByRole('alert')).toHaveTextContent(
      'This domain is marked as sold: restore it before you check it',
    );
  });

  it('says when the listing was checked too recently to check it again', async () => {
    renderOwnership(makeListing(), makeOwnership(), {
      [`POST ${CHECK_PATH}`]: () =>
        errorResponse(
          429,
          'This listing was checked a moment ago; try again in 42 seconds.',
          'CHECKED_RECENTLY',
        ),
    });
    const section = await ownershipSection();
    const user = userEvent.setup();

    await user.click(section.getByRole('button', { name: 'Check now' }));

    const alert = within(await section.findByRole('alert'));
    expect(alert.getByText('The check did not run')).toBeInTheDocument();
    expect(
      alert.getByText('This listing was checked a moment ago; try again in 42 seconds.'),
    ).toBeInTheDocument();
  });

  it('says when the registration has not been read yet and nothing has been checked', async () => {
    renderOwnership(
      makeListing(),
      makeOwnership({
        checks: [],
        registration: { source: null, registrar: null, expires_at: null, statuses: [] },
      }),
    );
    const section = await ownershipSection();

    expect(section.getByText('Not read yet: press Check now.')).toBeInTheDocument();
    expect(section.getByText('No checks yet.')).toBeInTheDocument();
    expect(section.getByText('Not checked yet')).toBeInTheDocument();
  });

  it('says when the for-sale record shows another price, and how to fix it', async () => {
    renderOwnership(
      makeListing(),
      makeOwnership({ checks: [makeCheck({ for_sale: 'disagrees' })] }),
    );
    const section = await ownershipSection();

    expect(
      section.getByText('Shows another price', { selector: 'span' }).parentElement,
    ).toHaveTextContent(
      'At the last check: Shows another price. Change its fval record to the one above, so buyers see your price.',
    );
  });

  it('shows the record as a card on a small screen, still with its copy buttons', async () => {
    showNarrowScreen();
    renderOwnership(makeListing(), makeOwnership());
    const section = await ownershipSection();
    const user = userEvent.setup();

    expect(section.queryByRole('table', { name: 'TXT record to publish' })).not.toBeInTheDocument();
    const record = within(section.getByRole('list', { name: 'TXT record to publish' }));
    expect(record.getByText('Host').nextElementSibling).toHaveTextContent('_dlm-verify.cloudly.io');
    expect(record.getByText('Value').nextElementSibling).toHaveTextContent(OWNERSHIP_VALUE);
    expect(record.getByText('TTL').nextElementSibling).toHaveTextContent('3600');

    await user.click(record.getByRole('button', { name: 'Copy value' }));
    expect(await navigator.clipboard.readText()).toBe(OWNERSHIP_VALUE);
    expect(
      within(section.getByRole('list', { name: 'Recent checks' })).getByRole('listitem'),
    ).toHaveTextContent(
      'TXT record: Not found · For-sale record: Not published · Registration: Read',
    );
  });

  it('leaves the ownership out of a sold listing', async () => {
    const server = renderOwnership(makeListing({ status: 'sold' }), makeOwnership());

    await screen.findByRole('heading', { name: 'cloudly.io' });
    expect(screen.queryByRole('region', { name: 'Ownership' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', `/api/domains/${LISTING_ID}/ownership`)).toHaveLength(0);
  });
});
