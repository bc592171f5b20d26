import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonBody,
  makeSession,
  okResponse,
  PROFILE,
  storeSession,
  stubApi,
} from '../../../test/api-stub';
import { CREDIT_PRODUCT, PRO_PRODUCT, PRODUCTS } from '../../../test/billing-stubs';
import { LocationProbe, renderRoutes } from '../../../test/render';
import { fillField } from '../../../test/user';
import { fieldError, input, makeListing } from '../test-support';
import { ListDomainRoute } from './list-domain';

type Handler = Parameters<typeof stubApi>[0][string];

function renderListDomain(path = '/list-domain') {
  storeSession(makeSession());
  return renderRoutes(
    [
      { path: '/list-domain', element: <ListDomainRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
}

function stubListing(
  options: {
    credits?: number;
    tier?: 'free' | 'pro';
    create?: Handler;
    bulk?: Handler;
    products?: unknown[];
  } = {},
) {
  const profile = {
    ...PROFILE,
    available_credits: options.credits ?? PROFILE.available_credits,
    user_tier: options.tier ?? 'free',
  };
  return stubApi({
    'GET /api/user/profile': () => okResponse(profile),
    'GET /api/payments/products': () => okResponse(options.products ?? PRODUCTS),
    'POST /api/domains/create': options.create ?? (() => okResponse(makeListing(), 201)),
    ...(options.bulk ? { 'POST /api/domains/bulk': options.bulk } : {}),
  });
}

async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(input(label));
  // The open list stays display:none under jsdom, whose layout never ends Mantine's transition.
  await user.click(screen.getByRole('option', { name: option, hidden: true }));
}

interface SingleValues {
  name?: string;
  price?: string;
  registrar?: string;
  description?: string;
}

async function fillSingleForm(user: UserEvent, values: SingleValues) {
  await screen.findByText(/credits? available/);
  await fillField(user, 'Domain Name', values.name ?? '');
  await fillField(user, 'Price', values.price ?? '');
  if (values.registrar) await chooseOption(user, 'Registrar', values.registrar);
  await fillField(user, 'Description', values.description ?? '');
}

async function submitSingle(values: SingleValues) {
  const user = userEvent.setup();
  await fillSingleForm(user, values);
  await user.click(screen.getByRole('button', { name: 'List Domain' }));
  return user;
}

const VALID = { name: 'cloudly.io', price: '249', registrar: 'Namecheap' };

describe('list domain page, single form', () => {
  it.each([
    ['', 'Domain name is required'],
    ['-bad-.com', 'A part of a domain name cannot start or end with a hyphen'],
    [`${'a'.repeat(64)}.com`, 'Each part of a domain name must be at most 63 characters'],
    ['my domain.com', 'Domain name can contain only letters, digits, hyphens and dots'],
    ['localhost', 'Enter the full domain name with its extension, such as example.com'],
  ])('refuses the name "%s" with "%s" and sends nothing', async (name, message) => {
    const server = stubListing();
    renderListDomain();

    await submitSingle({ ...VALID, name });

    expect(fieldError('Domain Name')).toBe(message);
    expect(server.callsTo('POST', '/api/domains/create')).toHaveLength(0);
  });

  it.each([
    ['', 'Price is required'],
    ['0', 'Price must be between $1 and $1,000'],
    ['1001', 'Price must be between $1 and $1,000'],
  ])('refuses the price "%s" with "%s" and sends nothing', async (price, message) => {
    const server = stubListing();
    renderListDomain();

    await submitSingle({ ...VALID, price });

    expect(fieldError('Price')).toBe(message);
    expect(server.callsTo('POST', '/api/domains/create')).toHaveLength(0);
  });

  it('requires a registrar', async () => {
    const server = stubListing();
    renderListDomain();

    await submitSingle({ ...VALID, registrar: undefined });

    expect(fieldError('Registrar')).toBe('Registrar is required');
    expect(server.callsTo('POST', '/api/domains/create')).toHaveLength(0);
  });

  it('refuses a description of 1001 characters and counts them', async () => {
    const server = stubListing();
    renderListDomain();

    await submitSingle({ ...VALID, description: 'd'.repeat(1001) });

    expect(fieldError('Description')).toBe('Description cannot exceed 1000 characters');
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/domains/create')).toHaveLength(0);
  });

  it('sends the trimmed, lower-cased name with the form values and shows the success screen', async () => {
    const server = stubListing({
      create: () => okResponse(makeListing({ name: 'cloudly.io', price: 249.5 }), 201),
    });
    renderListDomain();

    const user = await submitSingle({
      name: '  CloudLy.IO ',
      price: '249.50',
      registrar: 'Namecheap',
      description: 'A short name',
    });

    expect(await screen.findByText('Live on the marketplace')).toBeInTheDocument();
    expect(screen.getByText('cloudly.io')).toBeInTheDocument();
    expect(screen.getByText('$249.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const [request] = server.callsTo('POST', '/api/domains/create');
    expect(await jsonBody(request as Request)).toEqual({
      name: 'cloudly.io',
      price: 249.5,
      registrar: 'Namecheap',
      category: 'Other',
      description: 'A short name',
      tags: [],
      autoRelist: true,
    });

    await user.click(screen.getByRole('button', { name: 'List Another Domain' }));

    expect(screen.getByLabelText('Domain Name')).toHaveValue('');
  });

  it('shows the payment summary: one credit per listing and the credits left after', async () => {
    stubListing({ credits: 7 });
    renderListDomain();

    expect(
      await screen.findByText('You have 7 credits available. Each listing uses 1 credit.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Cost per listing').nextSibling).toHaveTextContent(
        '1 credit ($9.99 value)',
      ),
    );
    expect(screen.getByText('Credits left after').nextSibling).toHaveTextContent('6');
  });

  it('values a credit at the live price of the credit product', async () => {
    stubListing({ credits: 7, products: [{ ...CREDIT_PRODUCT, price: 12.5 }, PRO_PRODUCT] });
    renderListDomain();

    await waitFor(() =>
      expect(screen.getByText('Cost per listing').nextSibling).toHaveTextContent(
        '1 credit ($12.50 value)',
      ),
    );
  });

  it('counts credits without a value while no credit product is on sale', async () => {
    stubListing({ credits: 7, products: [PRO_PRODUCT] });
    renderListDomain();
    await screen.findByText('You have 7 credits available. Each listing uses 1 credit.');

    await waitFor(() =>
      expect(screen.getByText('Cost per listing').nextSibling).toHaveTextContent(/^1 credit$/),
    );
    expect(screen.queryByText(/value\)/)).not.toBeInTheDocument();
  });

  it('with no credits it says so, links to buying one, and keeps List Domain disabled', async () => {
    const server = stubListing({ credits: 0 });
    renderListDomain();

    expect(
      await screen.findByText(
        'You need at least 1 credit to list a domain. Purchase credits to continue.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
      'href',
      '/checkout?plan=credit',
    );
    expect(screen.getByRole('button', { name: 'List Domain' })).toBeDisabled();
    expect(server.callsTo('POST', '/api/domains/create')).toHaveLength(0);
  });

  it.each([
    [
      422,
      'INSUFFICIENT_CREDITS',
      'You need at least 1 credit to list a domain. Purchase credits to continue.',
    ],
    [409, 'DOMAIN_ALREADY_LISTED', 'cloudly.io is already listed on the marketplace'],
  ])("a %i %s answer shows the server's message", async (status, code, message) => {
    stubListing({ create: () => errorResponse(status, message, code) });
    renderListDomain();

    await submitSingle(VALID);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Live on the marketplace')).not.toBeInTheDocument();
  });

  it("a 400 answer puts the server's messages under the fields", async () => {
    stubListing({
      create: () =>
        errorResponse(400, 'Validation failed', 'VALIDATION_ERROR', [
          { field: 'name', message: 'The extension must be letters only, such as .com' },
          { field: 'price', message: 'Price can have at most 2 decimal places' },
        ]),
    });
    renderListDomain();

    await submitSingle(VALID);

    await screen.findByText('The extension must be letters only, such as .com');
    expect(fieldError('Domain Name')).toBe('The extension must be letters only, such as .com');
    expect(fieldError('Price')).toBe('Price can have at most 2 decimal places');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('any other failed answer shows "Failed to create domain listing"', async () => {
    stubListing({ create: () => errorResponse(500, 'Internal error', 'INTERNAL_ERROR') });
    renderListDomain();

    await submitSingle(VALID);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create domain listing');
  });

  it('a request that cannot be made shows "An error occurred while creating the domain listing"', async () => {
    stubListing({ create: () => Promise.reject(new TypeError('fetch failed')) });
    renderListDomain();

    await submitSingle(VALID);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while creating the domain listing',
    );
  });

  it('sets the page title', async () => {
    stubListing();
    renderListDomain();

    await screen.findByText(/credits? available/);
    expect(document.title).toBe('List Your Domain | Domain Liquidation Marketplace');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/list-domain`,
    );
  });
});

const INSUFFICIENT_CREDITS =
  'You need at least 1 credit to list a domain. Purchase credits to continue.';
const HYPHEN_EDGE = 'A part of a domain name cannot start or end with a hyphen';

const CSV_WITH_ONE_BAD_ROW = [
  'domain,price,registrar',
  'cloudly.io,249,Namecheap',
  '-bad-.com,99,GoDaddy',
  'shopfast.store,120.50,Dynadot',
].join('\n');

function csvOf(rowCount: number, badRows: number[] = []): string {
  const rows = Array.from({ length: rowCount }, (_, index) => {
    const row = index + 1;
    return badRows.includes(row) ? `bad-${row}-.com,10,GoDaddy` : `name${row}.com,10,GoDaddy`;
  });
  return ['domain,price,registrar', ...rows].join('\n');
}

interface SentRow {
  domain: string;
  price: string;
  registrar: string;
}

/** A stand-in for the bulk endpoint: numbers rows per request, spends one credit per listing. */
function bulkEndpoint(credits: number) {
  let creditsLeft = credits;
  const chunks: SentRow[][] = [];
  const handler = async (request: Request) => {
    const { rows, firstRow } = (await jsonBody(request)) as { rows: SentRow[]; firstRow: number };
    chunks.push(rows);
    const accepted: { row: number; domain: string; id: string; price: number }[] = [];
    const rejected: { row: number; domain: string; reasons: string[] }[] = [];
    rows.forEach((sent, index) => {
      const row = firstRow + index;
      if (sent.domain.includes('-.'))
        rejected.push({ row, domain: sent.domain, reasons: [HYPHEN_EDGE] });
      else if (creditsLeft === 0)
        rejected.push({ row, domain: sent.domain, reasons: [INSUFFICIENT_CREDITS] });
      else {
        creditsLeft -= 1;
        accepted.push({
          row,
          domain: sent.domain,
          id: `id-${sent.domain}`,
          price: Number(sent.price),
        });
      }
    });
    return okResponse({ accepted, rejected, creditsSpent: accepted.length });
  };
  return { handler, chunks };
}

async function openBulkMode(user: UserEvent) {
  await screen.findByText(/credits? available/);
  await user.click(screen.getByRole('radio', { name: 'Bulk CSV' }));
}

async function uploadCsv(user: UserEvent, text: string) {
  const file = new File([text], 'domains.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('CSV file', { selector: 'input[type="file"]' }), file);
}

/** The cells of each body row of the table named `name`. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('list domain page, bulk CSV', () => {
  it('previews the lines of the file and counts its rows', async () => {
    stubListing();
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, CSV_WITH_ONE_BAD_ROW);

    expect(await screen.findByText('3 rows found')).toBeInTheDocument();
    const preview = screen.getByRole('table');
    expect(
      within(preview)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['domain', 'price', 'registrar']);
    expect(within(preview).getByText('-bad-.com')).toBeInTheDocument();
    expect(within(preview).getByText('120.50')).toBeInTheDocument();
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
  });

  it('previews only the first 10 lines of a longer file', async () => {
    stubListing();
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, csvOf(30));

    expect(await screen.findByText('30 rows found')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(10);
  });

  it('lets a free seller preview but not submit, and offers the upgrade instead', async () => {
    const server = stubListing({ tier: 'free' });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, CSV_WITH_ONE_BAD_ROW);

    expect(await screen.findByText('3 rows found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^List \d+ Domains?$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/checkout?plan=pro',
    );
    expect(server.callsTo('POST', '/api/domains/bulk')).toHaveLength(0);
  });

  it("lists a Pro seller's rows and shows the accepted and rejected ones", async () => {
    const endpoint = bulkEndpoint(10);
    stubListing({ tier: 'pro', bulk: endpoint.handler });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, CSV_WITH_ONE_BAD_ROW);
    await user.click(await screen.findByRole('button', { name: 'List 3 Domains' }));

    expect(await screen.findByText('2 domains listed, 1 row rejected.')).toBeInTheDocument();
    expect(tableRows('Listed rows')).toEqual([
      ['1', 'cloudly.io', '$249'],
      ['3', 'shopfast.store', '$120.50'],
    ]);
    expect(tableRows('Rejected rows')).toEqual([['2', '-bad-.com', HYPHEN_EDGE]]);
    expect(endpoint.chunks).toEqual([
      [
        { domain: 'cloudly.io', price: '249', registrar: 'Namecheap' },
        { domain: '-bad-.com', price: '99', registrar: 'GoDaddy' },
        { domain: 'shopfast.store', price: '120.50', registrar: 'Dynadot' },
      ],
    ]);
  });

  it('sends at most 50 rows a request and numbers rows by their place in the file', async () => {
    const endpoint = bulkEndpoint(100);
    stubListing({ tier: 'pro', credits: 100, bulk: endpoint.handler });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, csvOf(120, [75]));
    await user.click(await screen.findByRole('button', { name: 'List 120 Domains' }));

    expect(await screen.findByText('100 domains listed, 20 rows rejected.')).toBeInTheDocument();
    expect(endpoint.chunks.map((chunk) => chunk.length)).toEqual([50, 50, 20]);
    expect(endpoint.chunks[1]?.[24]?.domain).toBe('bad-75-.com');
    const rejected = tableRows('Rejected rows');
    expect(rejected[0]).toEqual(['75', 'bad-75-.com', HYPHEN_EDGE]);
    expect(rejected[1]).toEqual(['102', 'name102.com', INSUFFICIENT_CREDITS]);
    expect(rejected).toHaveLength(20);
    expect(tableRows('Listed rows').at(-1)).toEqual(['101', 'name101.com', '$10']);
  });

  it('shows the chunks sent on a progress bar while it works', async () => {
    const endpoint = bulkEndpoint(100);
    let releaseSecondChunk: () => void = () => undefined;
    const secondChunkHeld = new Promise<void>((resolve) => {
      releaseSecondChunk = resolve;
    });
    stubListing({
      tier: 'pro',
      credits: 100,
      bulk: async (request) => {
        if (endpoint.chunks.length === 1) await secondChunkHeld;
        return endpoint.handler(request);
      },
    });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, csvOf(100));
    await user.click(await screen.findByRole('button', { name: 'List 100 Domains' }));

    expect(await screen.findByText('1/2 chunks sent')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    releaseSecondChunk();

    expect(await screen.findByText('100 domains listed, 0 rows rejected.')).toBeInTheDocument();
  });

  it('shows the message of a 403 PRO_REQUIRED answer', async () => {
    stubListing({
      tier: 'pro',
      bulk: () => errorResponse(403, 'Bulk upload is part of Liquidation Pro', 'PRO_REQUIRED'),
    });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, CSV_WITH_ONE_BAD_ROW);
    await user.click(await screen.findByRole('button', { name: 'List 3 Domains' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bulk upload is part of Liquidation Pro');
    expect(alert).toHaveTextContent('Rows 1 to 3 were not sent.');
  });

  it('refuses a file of more than 500 rows before sending anything', async () => {
    const server = stubListing({ tier: 'pro', credits: 600 });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, csvOf(501));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file has 501 rows; at most 500 rows can be listed per file. Split it into smaller files.',
    );
    expect(screen.getByRole('button', { name: /^List \d+ Domains?$/ })).toBeDisabled();
    expect(server.callsTo('POST', '/api/domains/bulk')).toHaveLength(0);
  });

  it('refuses a file without the required columns', async () => {
    stubListing({ tier: 'pro' });
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await uploadCsv(user, 'name,cost\ncloudly.io,249');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first line must name the columns domain, price, registrar (missing: domain, price, registrar).',
    );
  });

  it('downloads a template with the columns domain, price, registrar', async () => {
    stubListing();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:template');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
    renderListDomain();
    const user = userEvent.setup();

    await openBulkMode(user);
    await user.click(screen.getByRole('button', { name: 'Download template' }));

    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('domain-listing-template.csv');
    expect(link.href).toBe('blob:template');
    const blob = createObjectURL.mock.calls[0]?.[0] as Blob;
    const lines = (await blob.text()).trim().split('\n');
    expect(lines[0]).toBe('domain,price,registrar');
    expect(lines).toHaveLength(3);
  });

  it('opens in bulk mode from ?plan=pro', async () => {
    stubListing({ tier: 'pro' });
    renderListDomain('/list-domain?plan=pro');

    expect(
      await screen.findByLabelText('CSV file', { selector: 'input[type="file"]' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bulk CSV' })).toBeChecked();
  });
});
