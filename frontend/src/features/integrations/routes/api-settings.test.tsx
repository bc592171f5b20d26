import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonBody, makeSession, okResponse, storeSession, stubApi } from '../../../test/api-stub';
import { renderRoutes } from '../../../test/render';
import type { ApiToken } from '../api/api-tokens';
import { ApiSettingsRoute } from './api-settings';

const SECRET = 'dlm_Xk3v9QaZ8c1mYqK0tZ7nR2pW5sV4uB6dE9fH3jL1oN8';

const EXISTING: ApiToken = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Registrar bot',
  scopes: ['listings:read'],
  prefix: SECRET.slice(0, 12),
  created_at: '2026-06-01T12:00:00.000Z',
  last_used_at: '2026-06-01T12:01:00.000Z',
  revoked_at: null,
};

function renderApiSettings(existing: ApiToken[] = []) {
  let tokens = existing;
  const server = stubApi({
    'GET /api/api-tokens': () => okResponse(tokens),
    'POST /api/api-tokens': async (request) => {
      const body = (await jsonBody(request)) as { name: string; scopes: ApiToken['scopes'] };
      const token: ApiToken = {
        id: '11111111-1111-4111-8111-111111111111',
        name: body.name,
        scopes: body.scopes,
        prefix: SECRET.slice(0, 12),
        created_at: '2026-06-01T12:00:00.000Z',
        last_used_at: null,
        revoked_at: null,
      };
      tokens = [token];
      return okResponse({ ...token, token: SECRET }, 201);
    },
    'DELETE /api/api-tokens/11111111-1111-4111-8111-111111111111': () => {
      tokens = tokens.map((token) => ({ ...token, revoked_at: '2026-06-01T12:05:00.000Z' }));
      return okResponse(tokens[0]);
    },
    'GET /api/webhooks/endpoints': () => okResponse([]),
  });
  storeSession(makeSession());
  renderRoutes([{ path: '/settings/api', element: <ApiSettingsRoute /> }], '/settings/api');
  return server;
}

describe('API tokens and webhooks settings', () => {
  it('creates a token with its scopes and shows its secret once', async () => {
    const server = renderApiSettings();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /Token name/ }));
    await userEvent.paste('Portfolio sync');
    await userEvent.click(screen.getByRole('checkbox', { name: /listings:write/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));

    expect(await screen.findByTestId('shown-once-secret')).toHaveTextContent(SECRET);
    const [post] = server.callsTo('POST', '/api/api-tokens');
    expect(await jsonBody(post)).toEqual({
      name: 'Portfolio sync',
      scopes: ['listings:read', 'listings:write'],
    });
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(list).toHaveTextContent('Portfolio sync');
    expect(list).toHaveTextContent('never used');
    expect(list).not.toHaveTextContent(SECRET);

    await userEvent.click(screen.getByRole('button', { name: 'I have kept it' }));
    expect(screen.queryByTestId('shown-once-secret')).toBeNull();
  });

  it('revokes a token, which then shows as revoked', async () => {
    const server = renderApiSettings([EXISTING]);
    const list = await screen.findByRole('list', { name: 'Your API tokens' });
    expect(list).toHaveTextContent('listings:read');
    await userEvent.click(within(list).getByRole('button', { name: 'Revoke Registrar bot' }));
    await waitFor(() => expect(within(list).getByText('Revoked')).toBeInTheDocument());
    expect(server.callsTo('DELETE', `/api/api-tokens/${EXISTING.id}`)).toHaveLength(1);
  });
});
