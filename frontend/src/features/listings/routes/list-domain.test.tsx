import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  errorResponse,
  jsonBody,
  makeSession,
  okResponse,
  PROFILE,
  storeSession,
  stubApi,
} from '../../../test/api-stub';
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

function stubListing(options: { credits?: number; tier?: 'free' | 'pro'; create?: Handler } = {}) {
  const profile = {
    ...PROFILE,
    available_credits: options.credits ?? PROFILE.available_credits,
    user_tier: options.tier ?? 'free',
  };
  return stubApi({
    'GET /api/user/profile': () => okResponse(profile),
    'POST /api/domains/create': options.create ?? (() => okResponse(makeListing(), 201)),
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
    expect(screen.getByText('Cost per listing').nextSibling).toHaveTextContent(
      '1 credit ($9.99 value)',
    );
    expect(screen.getByText('Credits left after').nextSibling).toHaveTextContent('6');
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
