import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonBody, okResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fillField } from '../../../test/user';
import { contactStatusQueryOptions } from '../api/contact';

type Handlers = Parameters<typeof stubApi>[0];

const CONTACT_PATH = '/api/contact';
const NOTICE = 'The contact form is temporarily unavailable';
const CONFIRMATION =
  'Message sent! Thank you for reaching out. We answer within 24 hours on business days.';

const RECEIPT = {
  id: '0b6f1a0e-3c4d-4e5f-8a9b-1c2d3e4f5a6b',
  receivedAt: '2026-11-21T10:00:00.000Z',
};

function renderAbout(handlers: Handlers = {}, path = '/about') {
  const server = stubApi({
    [`GET ${CONTACT_PATH}`]: () =>
      okResponse({ enabled: true, responseTime: '24 hours on business days' }),
    [`POST ${CONTACT_PATH}`]: () => okResponse(RECEIPT, 201),
    ...handlers,
  });
  return { server, ...renderApp(path) };
}

async function contactForm() {
  return within(await screen.findByRole('form', { name: 'Contact form' }));
}

async function fillValidMessage(user: UserEvent) {
  await fillField(user, 'Your Name', '  Alice Seller  ');
  await fillField(user, 'Your Email', ' alice@example.com ');
  await fillField(user, 'Subject (optional)', '  Bulk listing  ');
  await fillField(user, 'Your Message', '  How do I list 40 domains at once?  ');
}

async function sendMessage(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('About page', () => {
  it('tells the story, the values and the mission, and sets its title and canonical link', async () => {
    renderAbout();

    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Our Story', 'Our Values', 'Our Mission', 'Contact Us']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    for (const name of ['Fairness', 'Speed', 'Trust', 'Transparency']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/commission of 15% to 35%/)).toBeInTheDocument();
    expect(screen.getByText(/reversed within 7 days/)).toBeInTheDocument();
    expect(document.title).toMatch(/^About Us \| /);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/about`,
    );
  });

  it('puts the contact form in the #contact section, labelled by its heading', async () => {
    renderAbout();
    const section = await screen.findByRole('region', { name: 'Contact Us' });

    expect(section).toHaveAttribute('id', 'contact');
    const form = within(section);
    for (const label of ['Your Name', 'Your Email', 'Subject (optional)', 'Your Message']) {
      expect(form.getByLabelText(label)).toHaveValue('');
    }
    expect(form.getByText('0/1000')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('About page contact form', () => {
  it('says what is missing and sends nothing when submitted empty', async () => {
    const user = userEvent.setup();
    const { server } = renderAbout();
    const form = await contactForm();

    await sendMessage(user);

    expect(await form.findByText('Your name is required')).toBeInTheDocument();
    expect(form.getByText('Email address is required')).toBeInTheDocument();
    expect(form.getByText('Message is required')).toBeInTheDocument();
    expect(form.getByLabelText('Your Name')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Your Name')).toHaveFocus();
    expect(server.callsTo('POST', CONTACT_PATH)).toHaveLength(0);
  });

  it.each([
    ['Your Name', 'one letter', ' A ', 'Name must be at least 2 characters'],
    ['Your Name', '101 characters', 'n'.repeat(101), 'Name cannot exceed 100 characters'],
    ['Your Email', 'no domain', 'alice@', 'Please enter a valid email address'],
    ['Your Email', '255 characters', `${'a'.repeat(243)}@example.com`, 'Email address is too long'],
    [
      'Subject (optional)',
      '151 characters',
      's'.repeat(151),
      'Subject cannot exceed 150 characters',
    ],
    ['Your Message', '9 characters', '  too short ', 'Message must be at least 10 characters'],
    ['Your Message', '1001 characters', 'm'.repeat(1001), 'Message cannot exceed 1000 characters'],
  ])('%s with %s says "%s" and sends nothing', async (label, _case, value, message) => {
    const user = userEvent.setup();
    const { server } = renderAbout();
    const form = await contactForm();
    await fillValidMessage(user);
    await user.clear(form.getByLabelText(label));
    await fillField(user, label, value);

    await sendMessage(user);

    expect(await form.findByText(message)).toBeInTheDocument();
    expect(form.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(server.callsTo('POST', CONTACT_PATH)).toHaveLength(0);
  });

  it('counts the message’s characters out of 1000', async () => {
    const user = userEvent.setup();
    renderAbout();
    const form = await contactForm();

    await fillField(user, 'Your Message', 'Hello there');
    expect(form.getByText('11/1000')).toBeInTheDocument();
  });

  it('sends the trimmed message, confirms it, and starts over on "Send another message"', async () => {
    const user = userEvent.setup();
    const { server } = renderAbout();
    await contactForm();
    await fillValidMessage(user);

    await sendMessage(user);

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent(CONFIRMATION);
    expect(confirmation).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    const [request] = server.callsTo('POST', CONTACT_PATH);
    expect(await jsonBody(request as Request)).toEqual({
      name: 'Alice Seller',
      email: 'alice@example.com',
      subject: 'Bulk listing',
      message: 'How do I list 40 domains at once?',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));

    const form = await contactForm();
    expect(form.getByLabelText('Your Name')).toHaveValue('');
    expect(form.getByLabelText('Your Message')).toHaveValue('');
    expect(form.getByLabelText('Your Name')).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends an empty subject when none is given', async () => {
    const user = userEvent.setup();
    const { server } = renderAbout();
    await contactForm();
    await fillField(user, 'Your Name', 'Al');
    await fillField(user, 'Your Email', 'al@example.com');
    await fillField(user, 'Your Message', 'Ten chars!');

    await sendMessage(user);

    await screen.findByRole('status');
    const [request] = server.callsTo('POST', CONTACT_PATH);
    expect(await jsonBody(request as Request)).toMatchObject({ subject: '' });
  });

  it('disables Send Message while the message is on its way', async () => {
    const user = userEvent.setup();
    let answer: (response: Response) => void = () => undefined;
    const { server } = renderAbout({
      [`POST ${CONTACT_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await contactForm();
    await fillValidMessage(user);

    await sendMessage(user);

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send Message' })).toBeDisabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(server.callsTo('POST', CONTACT_PATH)).toHaveLength(1);
    answer(okResponse(RECEIPT, 201));
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent!');
  });

  it('puts the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    renderAbout({
      [`POST ${CONTACT_PATH}`]: () =>
        errorResponse(400, 'Validation failed', 'VALIDATION_ERROR', [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'subject', message: 'Subject cannot exceed 150 characters' },
        ]),
    });
    const form = await contactForm();
    await fillValidMessage(user);

    await sendMessage(user);

    expect(await form.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(form.getByLabelText('Your Email')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Your Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(form.getByLabelText('Subject (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Your Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks the sender to wait a minute after too many messages, keeping what they wrote', async () => {
    const user = userEvent.setup();
    renderAbout({
      [`POST ${CONTACT_PATH}`]: () => errorResponse(429, 'Too many requests', 'RATE_LIMITED'),
    });
    const form = await contactForm();
    await fillValidMessage(user);

    await sendMessage(user);

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Too many messages. Please wait a minute and try again.',
    );
    expect(form.getByLabelText('Your Message')).toHaveValue(
      '  How do I list 40 domains at once?  ',
    );
    expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it.each([
    [
      'a server failure',
      () => errorResponse(500, 'Internal server error', 'INTERNAL_ERROR'),
      'Your message could not be sent. Please try again in a moment.',
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Unable to connect to the service. Please check your internet connection.',
    ],
  ])('explains %s and keeps what the sender typed', async (_case, answer, message) => {
    const user = userEvent.setup();
    renderAbout({ [`POST ${CONTACT_PATH}`]: answer });
    const form = await contactForm();
    await fillValidMessage(user);

    await sendMessage(user);

    expect(await form.findByRole('alert')).toHaveTextContent(message);
    expect(form.getByLabelText('Your Name')).toHaveValue('  Alice Seller  ');
    // An e-mail input drops surrounding spaces itself, as browsers do.
    expect(form.getByLabelText('Your Email')).toHaveValue('alice@example.com');
    expect(form.getByLabelText('Your Message')).toHaveValue(
      '  How do I list 40 domains at once?  ',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('About page when the contact form is switched off', () => {
  it('shows the notice instead of the form when the server says the form is disabled', async () => {
    renderAbout({
      [`GET ${CONTACT_PATH}`]: () =>
        okResponse({ enabled: false, responseTime: '24 hours on business days' }),
    });

    const section = within(await screen.findByRole('region', { name: 'Contact Us' }));
    expect(await section.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });

  it('shows the form and no notice when the server says the form is enabled', async () => {
    const { queryClient } = renderAbout();

    await contactForm();
    await waitFor(() =>
      expect(queryClient.getQueryState(contactStatusQueryOptions().queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
  });

  it('shows the form when the status cannot be read, and lets the send decide', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderAbout({
      [`GET ${CONTACT_PATH}`]: () => errorResponse(500, 'Internal server error', 'INTERNAL_ERROR'),
    });
    await contactForm();
    await waitFor(() =>
      expect(queryClient.getQueryState(contactStatusQueryOptions().queryKey)?.status).toBe('error'),
    );
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    await fillValidMessage(user);

    await sendMessage(user);

    expect(await screen.findByRole('status')).toHaveTextContent('Message sent!');
  });

  it('switches to the notice when a send is answered CONTACT_FORM_DISABLED', async () => {
    const user = userEvent.setup();
    renderAbout({
      [`POST ${CONTACT_PATH}`]: () => errorResponse(503, NOTICE, 'CONTACT_FORM_DISABLED'),
    });
    await contactForm();
    await fillValidMessage(user);

    await sendMessage(user);

    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact form' })).not.toBeInTheDocument();
  });
});

describe('Reaching the contact section', () => {
  it('scrolls /about#contact to the contact section and focuses its heading', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderAbout({}, '/about#contact');

    const heading = await screen.findByRole('heading', { level: 2, name: 'Contact Us' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('contact'));
  });

  it('does not move to the contact section on plain /about', async () => {
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderAbout();

    const heading = await screen.findByRole('heading', { level: 2, name: 'Contact Us' });
    expect(heading).not.toHaveFocus();
    expect(scrollIntoView.mock.contexts).not.toContain(document.getElementById('contact'));
  });

  it('gets there from the footer’s Contact Us link on another page', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    const { router } = renderAbout({}, '/');
    await screen.findByRole('heading', { name: 'Liquidate Your Domains Fast' });

    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact Us' }),
    );

    const heading = await screen.findByRole('heading', { level: 2, name: 'Contact Us' });
    expect(router.state.location.pathname).toBe('/about');
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(document.getElementById('contact'));
  });
});
