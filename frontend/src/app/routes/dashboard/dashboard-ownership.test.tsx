import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { showNarrowScreen } from '../../../test/narrow-screen';
import { listingsPage, makeListing } from './test/fixtures';
import { dashboardReady, renderDashboard } from './test/render-dashboard';

const VERIFIED = makeListing({ verified: true, verified_at: '2026-11-02T10:00:00.000Z' });
const UNVERIFIED = makeListing({
  id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0002',
  name: 'fastbrew.com',
});
const SUSPENDED = makeListing({
  id: '0b6f1e36-6a43-4a1f-9f0c-3b1f3f3a0003',
  name: 'lostname.net',
  status: 'suspended',
  verified: true,
  verified_at: '2026-10-02T10:00:00.000Z',
  suspension_reason: 'pending_delete',
});
const STARTED_AT = '2026-11-25T10:00:00.000Z';

function row(name: string) {
  return within(
    within(screen.getByRole('table', { name: 'Your Domain Portfolio' })).getByRole('row', {
      name: new RegExp(`^${name.replace('.', '\\.')} `),
    }),
  );
}

function portfolio() {
  return within(screen.getByRole('region', { name: 'Your Domain Portfolio' }));
}

describe('seller dashboard: verified listings', () => {
  it('marks verified listings, shows suspended ones and sums them up', async () => {
    renderDashboard({
      'GET /api/domains/my-listings': () =>
        okResponse(listingsPage([VERIFIED, UNVERIFIED, SUSPENDED])),
    });
    await dashboardReady();

    expect(row('cloudly.io').getByText('Verified')).toBeInTheDocument();
    expect(row('fastbrew.com').queryByText('Verified')).not.toBeInTheDocument();
    expect(row('lostname.net').getByText('Suspended')).toBeInTheDocument();
    expect(row('lostname.net').queryByText('Verified')).not.toBeInTheDocument();
    expect(
      await portfolio().findByText('Verified 1 · Not verified 2 · Suspended 1'),
    ).toBeInTheDocument();
  });

  it('marks verified listings on the small-screen cards too', async () => {
    showNarrowScreen();
    renderDashboard({
      'GET /api/domains/my-listings': () => okResponse(listingsPage([VERIFIED, SUSPENDED])),
    });
    await dashboardReady();

    const [verified, suspended] = within(
      portfolio().getByRole('list', { name: 'Your Domain Portfolio' }),
    ).getAllByRole('listitem');
    expect(within(verified as HTMLElement).getByText('Verified')).toBeInTheDocument();
    expect(within(suspended as HTMLElement).getByText('Suspended')).toBeInTheDocument();
    expect(within(suspended as HTMLElement).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('Check all follows the checks on a progress bar, then shows the new badges and summary', async () => {
    let checked = false;
    let progressCalls = 0;
    const { server } = renderDashboard({
      'GET /api/domains/my-listings': () =>
        okResponse(
          listingsPage([
            VERIFIED,
            checked ? { ...UNVERIFIED, verified: true, verified_at: STARTED_AT } : UNVERIFIED,
          ]),
        ),
      'POST /api/domains/ownership/check-all': () =>
        okResponse({ queued: 2, started_at: STARTED_AT, already_running: false }, 202),
      'GET /api/domains/ownership/summary': (request) => {
        if (new URL(request.url).searchParams.get('since') !== STARTED_AT) {
          return okResponse({
            listings: 2,
            verified: checked ? 2 : 1,
            unverified: checked ? 0 : 1,
            suspended: 0,
            checked_since: null,
          });
        }
        progressCalls += 1;
        checked = progressCalls > 1;
        return okResponse({
          listings: 2,
          verified: checked ? 2 : 1,
          unverified: checked ? 0 : 1,
          suspended: 0,
          checked_since: checked ? 2 : 1,
        });
      },
    });
    await dashboardReady();
    const user = userEvent.setup();
    expect(row('fastbrew.com').queryByText('Verified')).not.toBeInTheDocument();
    expect(
      await portfolio().findByText('Verified 1 · Not verified 1 · Suspended 0'),
    ).toBeInTheDocument();

    await user.click(portfolio().getByRole('button', { name: 'Check all' }));

    expect(await portfolio().findByText('Checked 1 of 2')).toBeInTheDocument();
    expect(portfolio().getByRole('progressbar', { name: 'Ownership checks' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      await portfolio().findByText('Checked 2 of 2: the badges below are up to date.'),
    ).toBeInTheDocument();
    expect(portfolio().queryByRole('progressbar')).not.toBeInTheDocument();
    await waitFor(() => expect(row('fastbrew.com').getByText('Verified')).toBeInTheDocument());
    expect(portfolio().getByText('Verified 2 · Not verified 0 · Suspended 0')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/domains/ownership/check-all')).toHaveLength(1);
    expect(progressCalls).toBe(2);
  });

  it('follows the Check all already running when clicked again, and says nothing new was started', async () => {
    let progressCalls = 0;
    const { server } = renderDashboard({
      'GET /api/domains/my-listings': () => okResponse(listingsPage([VERIFIED, UNVERIFIED])),
      'POST /api/domains/ownership/check-all': () =>
        okResponse({ queued: 2, started_at: STARTED_AT, already_running: true }, 202),
      'GET /api/domains/ownership/summary': (request) => {
        const since = new URL(request.url).searchParams.get('since');
        if (since === STARTED_AT) progressCalls += 1;
        return okResponse({
          listings: 2,
          verified: 1,
          unverified: 1,
          suspended: 0,
          checked_since: since === STARTED_AT ? progressCalls : null,
        });
      },
    });
    await dashboardReady();
    const user = userEvent.setup();

    await user.click(portfolio().getByRole('button', { name: 'Check all' }));

    expect(
      await portfolio().findByText(
        'Your earlier Check all is still running, so nothing new was started: here is its progress.',
      ),
    ).toBeInTheDocument();
    expect(await portfolio().findByText('Checked 1 of 2')).toBeInTheDocument();
    expect(
      await portfolio().findByText('Checked 2 of 2: the badges below are up to date.'),
    ).toBeInTheDocument();
    expect(portfolio().queryByText(/earlier Check all is still running/)).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/domains/ownership/check-all')).toHaveLength(1);
  });

  it('says why Check all cannot run without the background workers', async () => {
    renderDashboard({
      'GET /api/domains/my-listings': () => okResponse(listingsPage([VERIFIED])),
      'POST /api/domains/ownership/check-all': () =>
        errorResponse(
          503,
          'Checking every listing at once needs the background workers, which are off here: check listings one by one',
          'BACKGROUND_JOBS_OFF',
        ),
    });
    await dashboardReady();
    const user = userEvent.setup();

    await user.click(portfolio().getByRole('button', { name: 'Check all' }));

    const alert = within(await portfolio().findByRole('alert'));
    expect(alert.getByText('Check all did not start')).toBeInTheDocument();
    expect(
      alert.getByText(
        'Checking every listing at once needs the background workers, which are off here: check listings one by one',
      ),
    ).toBeInTheDocument();
    expect(portfolio().getByRole('button', { name: 'Check all' })).toBeEnabled();
  });
});
