import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { PROJECTIONS_REFRESH_MS } from '../api/projections';
import { formatEventTime } from '../audit-format';
import { makeProjection } from './fixtures';
import { renderAudit } from './render-audit';

const PROJECTIONS_PATH = '/api/audit/projections';
const REBUILD_PATH = '/api/audit/projections/sale-reports/rebuild';

const INLINE = makeProjection();
const ASYNC = makeProjection({
  name: 'sale-reports',
  kind: 'async',
  tables: ['sale_reports'],
  status: 'running',
  checkpoint: { transactionId: '5040', position: '140' },
  eventsBehind: 12,
  secondsBehind: 3.25,
  owner: 'worker-7f3a',
  updatedAt: '2026-11-10T16:00:05.000Z',
});
const REACTOR = makeProjection({
  name: 'sale-report-job',
  kind: 'reactor',
  tables: [],
  status: 'idle',
  rebuildable: false,
});

function projectionsTable() {
  return within(screen.getByRole('table', { name: 'Projections' }));
}

function rowOf(name: string) {
  return projectionsTable().getByRole('cell', { name }).closest('tr') as HTMLElement;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('projections', () => {
  it('shows each projection’s kind, status, checkpoint, lag and owner; reactors cannot be rebuilt', async () => {
    renderAudit(
      {
        [`GET ${PROJECTIONS_PATH}`]: () => okResponse({ projections: [INLINE, ASYNC, REACTOR] }),
      },
      '/audit/projections',
    );
    await screen.findByRole('table', { name: 'Projections' });

    expect(
      projectionsTable()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Kind',
      'Status',
      'Checkpoint',
      'Events behind',
      'Seconds behind',
      'Owner',
      'Updated',
      'Rebuild',
    ]);
    expect(rowOf('listings')).toHaveTextContent('listingsinlinelive—00——Rebuild');
    expect(rowOf('sale-reports')).toHaveTextContent(
      `sale-reportsasyncrunning140123.3worker-7f3a${formatEventTime(ASYNC.updatedAt as string)}Rebuild`,
    );
    expect(rowOf('sale-report-job')).toHaveTextContent(/reactoridle.*Not rebuildable$/);
    expect(
      within(rowOf('sale-report-job')).queryByRole('button', { name: /Rebuild/ }),
    ).not.toBeInTheDocument();
  });

  it('asks again every 5 seconds while shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let eventsBehind = 12;
    const { server } = renderAudit(
      {
        [`GET ${PROJECTIONS_PATH}`]: () =>
          okResponse({ projections: [{ ...ASYNC, eventsBehind }] }),
      },
      '/audit/projections',
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(rowOf('sale-reports')).toHaveTextContent('running14012');

    eventsBehind = 0;
    await act(() => vi.advanceTimersByTimeAsync(PROJECTIONS_REFRESH_MS - 100));
    expect(server.callsTo('GET', PROJECTIONS_PATH)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));

    expect(server.callsTo('GET', PROJECTIONS_PATH)).toHaveLength(2);
    // The answer is read off the network, then handed to components on a zero-delay timer.
    await vi.waitFor(() => expect(rowOf('sale-reports')).toHaveTextContent('running1400'));
  });

  it('rebuilds after a confirmation, tells how many events it replayed, and shows the table again', async () => {
    const user = userEvent.setup();
    const { server } = renderAudit(
      {
        [`GET ${PROJECTIONS_PATH}`]: () => okResponse({ projections: [INLINE, ASYNC] }),
        [`POST ${REBUILD_PATH}`]: () =>
          okResponse({
            projection: 'sale-reports',
            kind: 'async',
            eventsReplayed: 1204,
            durationMs: 2480,
          }),
      },
      '/audit/projections',
    );
    await screen.findByRole('table', { name: 'Projections' });

    await user.click(screen.getByRole('button', { name: 'Rebuild sale-reports' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Rebuild sale-reports from the event log?',
    });
    expect(server.callsTo('POST', REBUILD_PATH)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Rebuild' }));

    expect(await screen.findByText('1,204 events replayed in 2.5 s')).toBeInTheDocument();
    expect(screen.getByText('sale-reports rebuilt')).toBeInTheDocument();
    expect(server.callsTo('POST', REBUILD_PATH)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(server.callsTo('GET', PROJECTIONS_PATH)).toHaveLength(2));
  });

  it('explains that a rebuild is already running when the server says so', async () => {
    const user = userEvent.setup();
    renderAudit(
      {
        [`GET ${PROJECTIONS_PATH}`]: () => okResponse({ projections: [ASYNC] }),
        [`POST ${REBUILD_PATH}`]: () => errorResponse(409, 'Projection busy', 'PROJECTION_BUSY'),
      },
      '/audit/projections',
    );
    await screen.findByRole('table', { name: 'Projections' });

    await user.click(screen.getByRole('button', { name: 'Rebuild sale-reports' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Rebuild sale-reports from the event log?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Rebuild' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'sale-reports is being rebuilt already. Wait for that rebuild to finish, then try again.',
    );
    expect(screen.queryByText(/events replayed/)).not.toBeInTheDocument();
  });
});
