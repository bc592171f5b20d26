import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse, stubApi } from '../../../../test/api-stub';
import { renderWithProviders } from '../../../../test/render';
import { fillField } from '../../../../test/user';
import { WaitingListForm } from './waiting-list-form';

type Handlers = Parameters<typeof stubApi>[0];

function renderForm(handlers: Handlers = {}) {
  const server = stubApi({
    'POST /api/waitlist': async (request) => {
      const body = (await jsonBody(request)) as { interestType: string };
      return okResponse({ interestType: body.interestType }, 201);
    },
    ...handlers,
  });
  renderWithProviders(<WaitingListForm />);
  return { server, user: userEvent.setup() };
}

async function join(user: ReturnType<typeof userEvent.setup>, email: string) {
  await fillField(user, 'Email address', email);
  await user.click(screen.getByRole('button', { name: 'Join the Waiting List' }));
}

describe('waiting-list form', () => {
  it('refuses an invalid address and sends nothing', async () => {
    const { server, user } = renderForm();

    await join(user, 'jane.example.com');

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(server.callsTo('POST', '/api/waitlist')).toHaveLength(0);
  });

  it('asks for an address when none is given', async () => {
    const { server, user } = renderForm();

    await join(user, '');

    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Email is required');
    expect(server.callsTo('POST', '/api/waitlist')).toHaveLength(0);
  });

  it('sends the interest and the address, then thanks the visitor', async () => {
    const { server, user } = renderForm();
    expect(screen.getByRole('radiogroup', { name: 'I am interested as a' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Seller' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Buyer' }));
    await join(user, 'jane@example.com');

    const thanks = await screen.findByRole('heading', { name: 'Thank you for joining!' });
    expect(thanks).toHaveFocus();
    expect(screen.getByText(/confirmation e-mail/)).toHaveTextContent(
      'Look out for a confirmation e-mail at jane@example.com: we send one the first time an address joins the list.',
    );
    expect(screen.queryByRole('button', { name: 'Join the Waiting List' })).not.toBeInTheDocument();
    const calls = server.callsTo('POST', '/api/waitlist');
    expect(calls).toHaveLength(1);
    expect(await jsonBody(calls[0])).toEqual({ interestType: 'buyer', email: 'jane@example.com' });
  });

  it("shows the server's message for a field on that field", async () => {
    const { user } = renderForm({
      'POST /api/waitlist': () =>
        errorResponse(400, 'Validation failed', 'VALIDATION_ERROR', [
          { field: 'email', message: 'Please use a permanent email address' },
        ]),
    });

    await join(user, 'jane@mailinator.com');

    expect(await screen.findByText('Please use a permanent email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Please use a permanent email address',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Thank you for joining!')).not.toBeInTheDocument();
  });

  it('says when too many attempts were made', async () => {
    const { user } = renderForm({
      'POST /api/waitlist': () =>
        errorResponse(429, 'ThrottlerException: Too Many Requests', 'RATE_LIMITED'),
    });

    await join(user, 'jane@example.com');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts in a short time. Please wait a minute and try again.',
    );
    expect(screen.getByRole('button', { name: 'Join the Waiting List' })).toBeEnabled();
  });
});
