import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { okResponse } from '../../../test/api-stub';
import { makeTimeline, TIMELINE_ID } from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;

const nameRecord = {
  ownership_verified_at: null,
  checked_at: '2026-11-12T08:00:00.000Z',
  registrar_of_record: 'NameCheap, Inc.',
  expires_at: '2026-12-01T00:00:00.000Z',
  days_to_expiry: 19,
  registered_at: '2019-05-01T00:00:00.000Z',
  transferred_at: '2026-11-01T00:00:00.000Z',
  renewal: {
    usd: 61.98,
    registrar: 'Namecheap',
    listed: '2025-09',
    source: 'https://www.namecheap.com/domains/#pricing',
  },
};

const riskChecks = [
  {
    code: 'ownership' as const,
    level: 'red' as const,
    message: 'The seller has not proved control of cloudly.io with a DNS record.',
  },
  {
    code: 'recent_transfer' as const,
    level: 'red' as const,
    message: 'The name moved to its registrar on 1 Nov 2026, less than 60 days ago.',
  },
  {
    code: 'renewal_price' as const,
    level: 'amber' as const,
    message: 'Renews at about $61.98 a year at Namecheap (its price list of 2025-09).',
  },
  {
    code: 'new_registration' as const,
    level: 'ok' as const,
    message: 'Registered on 1 May 2019.',
  },
];

const transferGuide = {
  method: 'transfer' as const,
  from_registrar: 'NameCheap, Inc.',
  to_registrar: 'Porkbun',
  locked_until: '2026-12-31T00:00:00.000Z',
  steps: [
    { who: 'seller' as const, text: 'At NameCheap, Inc., turn off the transfer lock.' },
    { who: 'buyer' as const, text: 'At Porkbun, start a transfer with the auth code.' },
  ],
};

describe('the deal before the name moves', () => {
  it('shows the buyer every check of the name, red flags counted, before paying', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(
          makeTimeline('agreed', {
            role: 'buyer',
            name_record: nameRecord,
            risk_checks: riskChecks,
          }),
        ),
    });
    const panel = within(await screen.findByRole('region', { name: 'Before you pay' }));
    expect(panel.getByText('2 red flags')).toBeVisible();
    const items = within(panel.getByRole('list', { name: 'Checks of the name' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Red flagThe seller has not proved control of cloudly.io with a DNS record.',
      'Red flagThe name moved to its registrar on 1 Nov 2026, less than 60 days ago.',
      'NoteRenews at about $61.98 a year at Namecheap (its price list of 2025-09).',
      'OKRegistered on 1 May 2019.',
    ]);
    expect(panel.getByRole('link', { name: "Namecheap's price list" })).toHaveAttribute(
      'href',
      'https://www.namecheap.com/domains/#pricing',
    );
  });

  it('no longer shows the checks once payment is secured', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(
          makeTimeline('payment_secured', { name_record: nameRecord, risk_checks: riskChecks }),
        ),
    });
    await screen.findByRole('region', { name: 'Progress' });
    expect(screen.queryByRole('region', { name: 'Before you pay' })).toBeNull();
  });

  it('walks each side through the transfer, naming whose step each is, with the lock', async () => {
    renderDeals({
      [DETAIL]: () =>
        okResponse(makeTimeline('payment_secured', { transfer_guide: transferGuide })),
    });
    const panel = within(await screen.findByRole('region', { name: 'Transfer guide' }));
    expect(panel.getByText('A transfer from NameCheap, Inc. to Porkbun')).toBeVisible();
    expect(panel.getByText(/cannot move to another registrar before/)).toBeVisible();
    const steps = within(panel.getByRole('list', { name: 'Transfer steps' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      'You: At NameCheap, Inc., turn off the transfer lock.',
      'The buyer: At Porkbun, start a transfer with the auth code.',
    ]);
  });
});
