import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { LISTED, LISTING_STREAM, RESTORED, SOLD } from './fixtures';
import { queryOf, renderAudit } from './render-audit';

const STREAM_PATH = `/api/audit/streams/${LISTING_STREAM}/events`;

function streamPage(events: unknown[], nextCursor: string | null) {
  return okResponse({
    streamId: LISTING_STREAM,
    streamType: 'listing',
    version: 3,
    events,
    nextCursor,
  });
}

function eventArticles() {
  return screen.getAllByRole('article');
}

describe('stream view', () => {
  it('shows the stream’s id, type and version, and every event in order with its data and metadata', async () => {
    renderAudit(
      { [`GET ${STREAM_PATH}`]: () => streamPage([LISTED, SOLD, RESTORED], null) },
      `/audit/streams/${LISTING_STREAM}`,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: `Stream ${LISTING_STREAM}` }),
    ).toBeInTheDocument();
    expect(screen.getByText('Type:')).toHaveTextContent('Type: listing');
    expect(screen.getByText('Version:')).toHaveTextContent('Version: 3');
    expect(
      eventArticles().map((article) => within(article).getByRole('heading').textContent),
    ).toEqual([
      '#1 listings.DomainListed',
      '#2 listings.DomainMarkedSold',
      '#3 listings.DomainRestored',
    ]);
    const sold = within(screen.getByRole('article', { name: '#2 listings.DomainMarkedSold' }));
    expect(sold.getByRole('figure', { name: 'Data' }).querySelector('pre')?.textContent).toBe(
      JSON.stringify(SOLD.data, null, 2),
    );
    expect(sold.getByRole('figure', { name: 'Metadata' }).querySelector('pre')?.textContent).toBe(
      JSON.stringify(SOLD.metadata, null, 2),
    );
    expect(sold.getByRole('rowheader', { name: 'Event id' }).nextElementSibling).toHaveTextContent(
      SOLD.eventId,
    );
    expect(screen.getByRole('link', { name: 'Show in the event browser' })).toHaveAttribute(
      'href',
      `/audit?streamId=${LISTING_STREAM}`,
    );
    expect(screen.getByText('Showing all 3 events')).toBeInTheDocument();
  });

  it('loads the rest of a long stream with the cursor', async () => {
    const user = userEvent.setup();
    const { server } = renderAudit(
      {
        [`GET ${STREAM_PATH}`]: (request) =>
          queryOf(request).cursor === 'cursor-2'
            ? streamPage([RESTORED], null)
            : streamPage([LISTED, SOLD], 'cursor-2'),
      },
      `/audit/streams/${LISTING_STREAM}`,
    );
    await screen.findByRole('article', { name: '#2 listings.DomainMarkedSold' });
    expect(eventArticles()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(
      await screen.findByRole('article', { name: '#3 listings.DomainRestored' }),
    ).toBeInTheDocument();
    expect(eventArticles()).toHaveLength(3);
    expect(server.callsTo('GET', STREAM_PATH).map(queryOf)).toEqual([
      { limit: '100' },
      { limit: '100', cursor: 'cursor-2' },
    ]);
  });

  it('says so when the stream has no event', async () => {
    renderAudit(
      {
        'GET /api/audit/streams/listing-nothing/events': () =>
          errorResponse(404, 'Stream not found', 'NOT_FOUND'),
      },
      '/audit/streams/listing-nothing',
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stream not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('listing-nothing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event browser' })).toHaveAttribute(
      'href',
      '/audit',
    );
  });
});
