import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { templateMessage } from '../../../features/inquiries/inquiry-form';
import {
  LISTING_ID,
  listingsAnswer,
  makeMarketplaceListing,
} from '../../../features/marketplace/test/fixtures';
import { errorResponse, jsonBody, okResponse, PROFILE } from '../../../test/api-stub';
import { listingRequests, renderMarketplace } from './test/render-marketplace';

const DIALOG_NAME = 'Contact Seller: cloudly.io';
/** The signed-in user of `renderMarketplace`, as a seller. */
const OWN_SELLER = { id: PROFILE.id, user_tier: 'free' as const };
const VIEW_PATH = `/api/domains/${LISTING_ID}/view`;

const INQUIRY = {
  id: '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
  buyer_email: 'alice@example.com',
  buyer_name: 'Alice Buyer',
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  domain: { id: LISTING_ID, name: 'cloudly.io', price: 249 },
  inquiryType: 'offer',
  message: 'Would you take 200?',
  status: 'new',
};

type Handlers = Parameters<typeof renderMarketplace>[0];

async function openModal(user: UserEvent, handlers: Handlers = {}) {
  const view = renderMarketplace({
    'POST /api/inquiries/submit': () => okResponse(INQUIRY, 201),
    ...handlers,
  });
  await user.click(
    within(await screen.findByRole('article', { name: 'cloudly.io' })).getByRole('button', {
      name: 'Contact Seller',
    }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
  // The name arrives with the profile.
  await waitFor(() => expect(dialog.getByLabelText('Your Name')).toHaveValue('Alice Buyer'));
  return { ...view, dialog };
}

async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) {
    await user.click(input);
    await user.paste(text);
  }
  await user.tab();
}

describe('Contact Seller modal', () => {
  it('prefills the name and e-mail, a general-inquiry template and its counter, and counts a view', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user);

    expect(dialog.getByLabelText('Your Email')).toHaveValue('alice@example.com');
    expect(dialog.getByLabelText('Inquiry Type')).toHaveDisplayValue('General Inquiry');
    const template = templateMessage('contact', 'cloudly.io');
    expect(dialog.getByLabelText('Your Message')).toHaveValue(template);
    expect(dialog.getByText(`${template.length}/1000`)).toBeInTheDocument();
    expect(dialog.getByText('Short, brandable name for a cloud start-up')).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', VIEW_PATH)).toHaveLength(1));
  });

  it('offers the three inquiry types, each with its template until the buyer writes their own', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    const type = dialog.getByLabelText('Inquiry Type');
    const message = dialog.getByLabelText('Your Message');

    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General Inquiry', 'Make an Offer', 'Ask a Question']);
    await user.selectOptions(type, 'Make an Offer');
    expect(message).toHaveValue(templateMessage('offer', 'cloudly.io'));
    await user.selectOptions(type, 'Ask a Question');
    expect(message).toHaveValue(templateMessage('question', 'cloudly.io'));

    await user.type(message, 'is it still on sale?');
    const written = `${templateMessage('question', 'cloudly.io')}is it still on sale?`;
    expect(message).toHaveValue(written);
    expect(dialog.getByText(`${written.length}/1000`)).toBeInTheDocument();
    await user.selectOptions(type, 'Make an Offer');
    expect(message).toHaveValue(written);
  });

  it.each([
    ['Your Name', 'only spaces', 'Your name is required', '   '],
    ['Your Name', 'one letter', 'Name must be at least 2 characters', ' A '],
    ['Your Email', 'nothing', 'Email address is required', ''],
    ['Your Email', 'no dot in the domain', 'Please enter a valid email address', 'alice@example'],
    ['Your Message', 'only spaces', 'Message is required', '  '],
    ['Your Message', '9 characters', 'Message must be at least 10 characters', '  too short '],
    ['Your Message', '1001 characters', 'Message cannot exceed 1000 characters', 'x'.repeat(1001)],
  ])('%s with %s says "%s"', async (label, _input, message, value) => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user);

    await replaceText(user, dialog.getByLabelText(label), value);
    expect(await dialog.findByText(message)).toBeInTheDocument();
    expect(dialog.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps Send Inquiry disabled while the name, e-mail or message is empty', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user);
    const send = dialog.getByRole('button', { name: 'Send Inquiry' });
    expect(send).toBeEnabled();

    for (const label of ['Your Name', 'Your Email', 'Your Message']) {
      const input = dialog.getByLabelText(label);
      const before = (input as HTMLInputElement).value;
      await user.clear(input);
      expect(send).toBeDisabled();
      await user.click(input);
      await user.paste(before);
      expect(send).toBeEnabled();
    }
  });

  it('does not send a message over 1000 characters', async () => {
    const user = userEvent.setup();
    const { dialog, server } = await openModal(user);
    await replaceText(user, dialog.getByLabelText('Your Message'), 'y'.repeat(1001));
    expect(dialog.getByText('1001/1000')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send Inquiry' }));
    expect(dialog.getByText('Message cannot exceed 1000 characters')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/inquiries/submit')).toHaveLength(0);
  });

  it('sends the trimmed inquiry, shows the success view, refreshes the marketplace and closes on Continue Browsing', async () => {
    const user = userEvent.setup();
    const { dialog, server, router } = await openModal(user);
    const listingCallsBefore = listingRequests(server).length;

    await replaceText(user, dialog.getByLabelText('Your Name'), '  Alice B.  ');
    await user.selectOptions(dialog.getByLabelText('Inquiry Type'), 'Make an Offer');
    await replaceText(user, dialog.getByLabelText('Your Message'), '  Would you take 200?  ');
    await user.click(dialog.getByRole('button', { name: 'Send Inquiry' }));

    expect(await dialog.findByText('Inquiry Sent Successfully!')).toBeInTheDocument();
    const [request] = server.callsTo('POST', '/api/inquiries/submit');
    expect(await jsonBody(request as Request)).toEqual({
      domainId: LISTING_ID,
      buyerName: 'Alice B.',
      buyerEmail: 'alice@example.com',
      message: 'Would you take 200?',
      inquiryType: 'offer',
    });
    expect(dialog.getByText(/24-48 hours/)).toBeInTheDocument();
    expect(dialog.getByText(/escrow/)).toBeInTheDocument();
    expect(dialog.getByText(/will contact you directly/)).toBeInTheDocument();
    await waitFor(() => expect(listingRequests(server).length).toBeGreaterThan(listingCallsBefore));

    await user.click(dialog.getByRole('button', { name: 'Continue Browsing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG_NAME })).not.toBeInTheDocument(),
    );
    expect(router.state.location.search).toBe('');
  });

  it.each([
    [
      'its own-listing refusal',
      () => errorResponse(422, 'You cannot send an inquiry about your own listing', 'OWN_LISTING'),
      'You cannot send an inquiry about your own listing',
    ],
    [
      'a sold listing',
      () => errorResponse(409, 'This domain is no longer available', 'LISTING_UNAVAILABLE'),
      'This domain is no longer available',
    ],
    [
      'the hourly limit',
      () => errorResponse(429, 'Too many inquiries. Please try again later.', 'RATE_LIMITED'),
      'Too many inquiries. Please try again later.',
    ],
    [
      'an answer without words',
      () => new Response('Bad gateway', { status: 502 }),
      'Failed to send inquiry. Please try again.',
    ],
    [
      'no answer',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'An unexpected error occurred. Please try again.',
    ],
  ])('shows %s', async (_case, answer, message) => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user, { 'POST /api/inquiries/submit': answer });
    await user.click(dialog.getByRole('button', { name: 'Send Inquiry' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.queryByText('Inquiry Sent Successfully!')).not.toBeInTheDocument();
  });

  it('puts the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    const { dialog } = await openModal(user, {
      'POST /api/inquiries/submit': () =>
        errorResponse(400, 'Validation failed', 'VALIDATION_ERROR', [
          { field: 'buyerEmail', message: 'Please enter a valid email address' },
          { field: 'buyerName', message: 'Name cannot exceed 100 characters' },
        ]),
    });
    await user.click(dialog.getByRole('button', { name: 'Send Inquiry' }));

    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your Email')).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByText('Name cannot exceed 100 characters')).toBeInTheDocument();
    expect(dialog.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens for ?contact={listingId} when that listing is on the page', async () => {
    const { server } = renderMarketplace({}, { path: `/marketplace?contact=${LISTING_ID}` });
    expect(await screen.findByRole('dialog', { name: DIALOG_NAME })).toBeInTheDocument();
    await waitFor(() => expect(server.callsTo('POST', VIEW_PATH)).toHaveLength(1));
  });

  it('does not open for ?contact naming the signed-in seller’s own listing', async () => {
    renderMarketplace(
      {
        'GET /api/domains/public-listings': () =>
          okResponse(listingsAnswer([makeMarketplaceListing({ seller: OWN_SELLER })])),
      },
      { path: `/marketplace?contact=${LISTING_ID}` },
    );
    expect(await screen.findByText('This is your listing')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/not on this page/)).not.toBeInTheDocument();
  });

  it('says so when ?contact names a listing that is not on the page', async () => {
    renderMarketplace(
      {
        'GET /api/domains/public-listings': () =>
          okResponse(listingsAnswer([makeMarketplaceListing({ id: 'other-id' })])),
      },
      { path: `/marketplace?contact=${LISTING_ID}` },
    );
    expect(await screen.findByText(/not on this page/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
