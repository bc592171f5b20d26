import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { LISTED } from './fixtures';
import { renderAudit } from './render-audit';

const SESSION_PATH = '/api/admin/queue-dashboard/session';

const EVENTS = {
  'GET /api/audit/events': () => okResponse({ events: [LISTED], nextCursor: null }),
};

describe('audit access and header', () => {
  it('tells a signed-in user without the auditor role that the screens are for auditors, and asks nothing', async () => {
    const { server } = renderAudit(EVENTS, '/audit', 'user');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auditors only' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(server.calls.filter((request) => request.url.includes('/api/audit'))).toHaveLength(0);
  });

  it('refuses the stream view to a user without the auditor role too', async () => {
    renderAudit({}, '/audit/streams/listing-1', 'user');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auditors only' }),
    ).toBeInTheDocument();
  });

  it('moves between the screens with tabs, each at its own URL', async () => {
    const user = userEvent.setup();
    const { router } = renderAudit({
      ...EVENTS,
      'GET /api/audit/sales': () => okResponse({ windowDays: 7, sales: [], nextCursor: null }),
      'GET /api/audit/projections': () => okResponse({ projections: [] }),
    });
    await screen.findByRole('table', { name: 'Events' });
    expect(screen.getByRole('tab', { name: 'Events' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toContain('Audit');

    await user.click(screen.getByRole('tab', { name: 'Sales & reversals' }));
    expect(await screen.findByText('No sale yet')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/audit/sales');

    await user.click(screen.getByRole('tab', { name: 'Projections' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/audit/projections'));
    expect(screen.getByRole('tab', { name: 'Projections' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('lets this browser into the queue dashboard, then opens it in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { server } = renderAudit({
      ...EVENTS,
      [`POST ${SESSION_PATH}`]: () => okResponse({ url: '/api/admin/queues' }),
    });
    await screen.findByRole('table', { name: 'Events' });

    await user.click(screen.getByRole('button', { name: 'Queue dashboard (opens in a new tab)' }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith('/api/admin/queues', '_blank', 'noopener'),
    );
    const [session] = server.callsTo('POST', SESSION_PATH);
    expect(session?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(server.calls.indexOf(session as Request)).toBeLessThan(server.calls.length);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says why the queue dashboard could not be opened', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAudit({
      ...EVENTS,
      [`POST ${SESSION_PATH}`]: () => errorResponse(403, 'Auditors only', 'FORBIDDEN'),
    });
    await screen.findByRole('table', { name: 'Events' });

    await user.click(screen.getByRole('button', { name: 'Queue dashboard (opens in a new tab)' }));

    const notice = (await screen.findByText('Could not open the queue dashboard')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(notice).getByText('Auditors only')).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });
});
