import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  jsonBody,
  makeSession,
  okResponse,
  storeSession,
  stubApi,
} from '../../../test/api-stub';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { fillField } from '../../../test/user';
import type { DomainListing } from '../../../features/listings/api/get-listing';
import {
  fieldError,
  LISTING_ID,
  makeListing,
  makeOwnership,
} from '../../../features/listings/test-support';
import { makeRules } from '../../../features/offers/test/fixtures';
import { DomainDetailRoute, DomainEditRoute } from './domain-detail';

const DETAIL_PATH = `/api/domains/detail/${LISTING_ID}`;
const UPDATE_PATH = `/api/domains/update/${LISTING_ID}`;
const OWNERSHIP_PATH = `/api/domains/${LISTING_ID}/ownership`;
const RULES_PATH = `/api/offers/rules/${LISTING_ID}`;

function renderDetail(path = `/domain/${LISTING_ID}`) {
  storeSession(makeSession());
  return renderRoutes(
    [
      { path: '/domain/:id', element: <DomainDetailRoute /> },
      { path: '/domain/:id/edit', element: <DomainEditRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

/** A listing the server keeps: updates change what the next detail call returns. */
function stubListingServer(initial: DomainListing) {
  let listing = initial;
  return stubApi({
    [`GET ${DETAIL_PATH}`]: () => okResponse(listing),
    [`GET ${OWNERSHIP_PATH}`]: () => okResponse(makeOwnership()),
    [`GET ${RULES_PATH}`]: () => okResponse(makeRules({ listing_id: LISTING_ID })),
    [`PUT ${UPDATE_PATH}`]: async (request) => {
      listing = { ...listing, ...((await jsonBody(request)) as Partial<DomainListing>) };
      return okResponse(listing);
    },
  });
}

/** The value shown beside a detail's label. */
function detail(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('domain detail page', () => {
  it('shows the name, status, price and details of the listing', async () => {
    stubListingServer(makeListing({ last_relisted_at: null }));
    renderDetail();

    expect(await screen.findByRole('heading', { name: 'cloudly.io' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(detail('Price')).toBe('$249');
    expect(detail('Registrar')).toBe('Namecheap');
    expect(detail('Category')).toBe('Technology');
    expect(detail('Extension')).toBe('.io');
    expect(detail('Days listed')).toBe('12');
    expect(detail('Created')).toBe('Mar 1, 2025');
    expect(detail('Expires')).toBe('Mar 31, 2025');
    expect(detail('Last relisted')).toBe('Never');
    expect(detail('Views')).toBe('120');
    expect(detail('Inquiries')).toBe('3');
    expect(detail('Conversion rate')).toBe('2.5%');
    expect(detail('Tags')).toBe('techshort');
    expect(detail('Auto-relist')).toBe('On: relisted free every 30 days');
    expect(screen.getByText('Short, brandable name for a cloud start-up')).toBeInTheDocument();
    expect(document.title).toBe('cloudly.io | Domain Liquidation Marketplace');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/domain/${LISTING_ID}`,
    );
  });

  it.each([
    ['active', 'Active'],
    ['expired', 'Expired'],
    ['pending_payment', 'Pending'],
    ['sold', 'Sold'],
    ['draft', 'Draft'],
    ['suspended', 'Suspended'],
  ] as const)('labels the status %s as %s', async (status, label) => {
    stubListingServer(makeListing({ status }));
    renderDetail();

    await screen.findByRole('heading', { name: 'cloudly.io' });
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('edits the price and description, sends them, and shows the new price in view mode', async () => {
    const server = stubListingServer(makeListing());
    const { router } = renderDetail();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    const price = await screen.findByLabelText('Price', { selector: 'input' });
    await user.clear(price);
    await user.type(price, '300');
    const description = screen.getByLabelText('Description');
    await user.clear(description);
    await fillField(user, 'Description', 'Now with a logo');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/domain/${LISTING_ID}`);
    expect(detail('Price')).toBe('$300');
    expect(screen.getByText('Now with a logo')).toBeInTheDocument();
    const [request] = server.callsTo('PUT', UPDATE_PATH);
    expect(await jsonBody(request as Request)).toEqual({
      price: 300,
      description: 'Now with a logo',
    });
  });

  it('shows the description counter and refuses a price out of range without sending', async () => {
    const server = stubListingServer(makeListing({ description: 'Short' }));
    renderDetail(`/domain/${LISTING_ID}/edit`);
    const user = userEvent.setup();

    const price = await screen.findByLabelText('Price', { selector: 'input' });
    expect(screen.getByText('5/1000')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '1001');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(fieldError('Price')).toBe('Price must be between $1 and $1,000');
    expect(server.callsTo('PUT', UPDATE_PATH)).toHaveLength(0);
  });

  it('Cancel returns to view mode without sending anything', async () => {
    const server = stubListingServer(makeListing());
    const { router } = renderDetail(`/domain/${LISTING_ID}/edit`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/domain/${LISTING_ID}`);
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(server.callsTo('PUT', UPDATE_PATH)).toHaveLength(0);
  });

  it('says "Failed to update domain. Please try again." when saving fails', async () => {
    stubApi({
      [`GET ${DETAIL_PATH}`]: () => okResponse(makeListing()),
      [`PUT ${UPDATE_PATH}`]: () =>
        errorResponse(409, 'This domain is marked as sold', 'LISTING_SOLD'),
    });
    renderDetail(`/domain/${LISTING_ID}/edit`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to update domain. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('offers no Edit for a sold listing, shows its sale, and sends /edit back to view mode', async () => {
    stubListingServer(
      makeListing({
        status: 'sold',
        sale_price: 300,
        sold_at: '2025-03-10T12:00:00.000Z',
      }),
    );
    const { router } = renderDetail(`/domain/${LISTING_ID}/edit`);

    expect(await screen.findByText('Sold')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/domain/${LISTING_ID}`);
    expect(detail('Sale price')).toBe('$300');
    expect(detail('Sold on')).toBe('Mar 10, 2025');
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('shows Domain Not Found when the listing does not load', async () => {
    stubApi({ [`GET ${DETAIL_PATH}`]: () => errorResponse(404, 'Domain not found', 'NOT_FOUND') });
    renderDetail();
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Domain Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Domain Not Found | Domain Liquidation Marketplace');
    expect(
      screen.getByText(
        "The domain you're looking for doesn't exist or you don't have access to it.",
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });
});
