import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okResponse } from '../../../test/api-stub';
import { fillField } from '../../../test/user';
import { formatEventTime } from '../audit-format';
import { LISTING_STREAM, makeSale, RESTORED, SOLD } from './fixtures';
import { queryOf, renderAudit } from './render-audit';

const SALES_PATH = '/api/audit/sales';

const RESTORED_IN_TIME = makeSale({
  // The seller gave the day before as the sale date; the window starts at the recording.
  soldAt: '2026-11-09T00:00:00.000Z',
  restore: {
    eventId: RESTORED.eventId,
    restoredAt: RESTORED.createdAt,
    position: RESTORED.globalPosition,
    hoursAfterSale: 6,
    withinWindow: true,
  },
});

const RESTORED_LATE = makeSale({
  transactionId: '0a1b2c3d-0000-4000-8000-000000000201',
  listingId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02',
  streamId: 'listing-2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d02',
  domainName: 'fastbrew.com',
  salePrice: 480,
  listedPrice: 500,
  restore: {
    eventId: '0a1b2c3d-0000-4000-8000-000000000260',
    restoredAt: '2026-11-20T10:30:00.000Z',
    position: '260',
    hoursAfterSale: 240.5,
    withinWindow: false,
  },
});

const NOT_RESTORED = makeSale({
  transactionId: '0a1b2c3d-0000-4000-8000-000000000301',
  listingId: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d03',
  streamId: 'listing-2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d03',
  domainName: 'quietname.org',
  salePrice: 90,
  listedPrice: 90,
});

function salesPage(sales: unknown[], nextCursor: string | null = null) {
  return okResponse({ windowDays: 7, sales, nextCursor });
}

function salesTable() {
  return within(screen.getByRole('table', { name: 'Sales and reversals' }));
}

function rowOf(domain: string) {
  return salesTable().getByRole('link', { name: domain }).closest('tr') as HTMLElement;
}

describe('sales and reversals', () => {
  it('shows each sale with its prices and restore, and whether the restore came within 7 days', async () => {
    const { server } = renderAudit(
      {
        [`GET ${SALES_PATH}`]: () => salesPage([RESTORED_IN_TIME, RESTORED_LATE, NOT_RESTORED]),
      },
      '/audit/sales',
    );
    await screen.findByRole('table', { name: 'Sales and reversals' });

    expect(
      salesTable()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Domain',
      'Sale price',
      'Listed price',
      'Sold at',
      'Recorded at',
      'Restored at',
      'Hours after recording',
      'Reversal',
    ]);
    expect(rowOf('cloudly.io')).toHaveTextContent(
      `cloudly.io$225.00$250.00${formatEventTime('2026-11-09T00:00:00.000Z')}${formatEventTime(SOLD.createdAt)}${formatEventTime(RESTORED.createdAt)}6.0Within 7 days`,
    );
    expect(rowOf('fastbrew.com')).toHaveTextContent(/240\.5After 7 days$/);
    expect(rowOf('quietname.org')).toHaveTextContent(/——Not restored$/);
    expect(salesTable().getByRole('link', { name: 'cloudly.io' })).toHaveAttribute(
      'href',
      `/audit/streams/${LISTING_STREAM}`,
    );
    expect(server.callsTo('GET', SALES_PATH).map(queryOf)).toEqual([{ limit: '50' }]);
  });

  it('filters by one domain, in lower case, kept in the URL', async () => {
    const user = userEvent.setup();
    const { server, router } = renderAudit(
      {
        [`GET ${SALES_PATH}`]: (request) =>
          salesPage(
            queryOf(request).domain === 'cloudly.io'
              ? [RESTORED_IN_TIME]
              : [RESTORED_IN_TIME, NOT_RESTORED],
          ),
      },
      '/audit/sales',
    );
    await screen.findByRole('table', { name: 'Sales and reversals' });

    await fillField(user, 'Domain', '  CloudLy.IO ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(salesTable().getAllByRole('row')).toHaveLength(2));
    expect(router.state.location.search).toBe('?domain=cloudly.io');
    expect(queryOf(server.callsTo('GET', SALES_PATH).at(-1))).toEqual({
      limit: '50',
      domain: 'cloudly.io',
    });

    await user.click(screen.getByRole('button', { name: 'Show every sale' }));
    await waitFor(() => expect(salesTable().getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('');
  });

  it('loads more sales with the cursor', async () => {
    const user = userEvent.setup();
    const { server } = renderAudit(
      {
        [`GET ${SALES_PATH}`]: (request) =>
          queryOf(request).cursor === 'sales-2'
            ? salesPage([NOT_RESTORED])
            : salesPage([RESTORED_IN_TIME, RESTORED_LATE], 'sales-2'),
      },
      '/audit/sales',
    );
    await screen.findByRole('table', { name: 'Sales and reversals' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing all 3 sales')).toBeInTheDocument();
    expect(rowOf('quietname.org')).toHaveTextContent('Not restored');
    expect(server.callsTo('GET', SALES_PATH).map(queryOf)).toEqual([
      { limit: '50' },
      { limit: '50', cursor: 'sales-2' },
    ]);
  });
});
