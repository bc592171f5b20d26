import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, okResponse } from '../../../test/api-stub';
import { fillField } from '../../../test/user';
import { formatEventTime } from '../audit-format';
import { LISTED, LISTING_STREAM, makeEvent, RESTORED, SELLER_ID, SOLD } from './fixtures';
import { queryOf, renderAudit } from './render-audit';

const EVENTS_PATH = '/api/audit/events';

function eventsTable() {
  return within(screen.getByRole('table', { name: 'Events' }));
}

function field(label: string): HTMLElement {
  return screen.getByLabelText(label, { selector: 'input' });
}

async function chooseOption(user: UserEvent, label: string, option: string) {
  await user.click(field(label));
  // The open list stays display:none under jsdom, whose layout never ends Mantine's transition.
  await user.click(screen.getByRole('option', { name: option, hidden: true }));
}

describe('event browser', () => {
  it('lists the log by position with time, type, stream and actor, 50 at a time', async () => {
    const { server } = renderAudit({
      [`GET ${EVENTS_PATH}`]: () =>
        okResponse({ events: [LISTED, SOLD, RESTORED], nextCursor: null }),
    });

    await screen.findByRole('table', { name: 'Events' });
    expect(
      eventsTable()
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Position', 'Time', 'Type', 'Stream', 'Actor']);
    const [, sold] = eventsTable().getAllByRole('row').slice(1);
    expect(sold).toHaveTextContent(
      `140${formatEventTime(SOLD.createdAt)}listings.DomainMarkedSold${LISTING_STREAM}${SELLER_ID}`,
    );
    expect(within(sold as HTMLElement).getByRole('link', { name: LISTING_STREAM })).toHaveAttribute(
      'href',
      `/audit/streams/${LISTING_STREAM}`,
    );
    expect(screen.getByText('Showing all 3 events')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', EVENTS_PATH).map(queryOf)).toEqual([{ limit: '50' }]);
  });

  it('sends the filters to the server and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const { server, router } = renderAudit({
      [`GET ${EVENTS_PATH}`]: (request) =>
        okResponse({
          events: queryOf(request).type ? [RESTORED] : [LISTED, SOLD, RESTORED],
          nextCursor: null,
        }),
    });
    await screen.findByRole('table', { name: 'Events' });

    await chooseOption(user, 'Event type', 'listings.DomainRestored');
    await chooseOption(user, 'Stream type', 'listing');
    await fillField(user, 'Stream id', LISTING_STREAM);
    await fillField(user, 'From global position', '120');
    fireEvent.change(field('Since'), { target: { value: '2026-11-10T08:00' } });
    fireEvent.change(field('Until'), { target: { value: '2026-11-11T08:30' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(eventsTable().getAllByRole('row')).toHaveLength(2));
    const since = new Date('2026-11-10T08:00').toISOString();
    const until = new Date('2026-11-11T08:30').toISOString();
    const filters = {
      type: 'listings.DomainRestored',
      streamType: 'listing',
      streamId: LISTING_STREAM,
      fromPosition: '120',
      since,
      until,
    };
    expect(queryOf(server.callsTo('GET', EVENTS_PATH).at(-1))).toEqual({ ...filters, limit: '50' });
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(filters);
    expect(field('Since')).toHaveValue('2026-11-10T08:00');
    expect(field('Until')).toHaveValue('2026-11-11T08:30');
  });

  it('starts from the filters in a shared URL, and Reset shows every event again', async () => {
    const user = userEvent.setup();
    const { server, router } = renderAudit(
      {
        [`GET ${EVENTS_PATH}`]: () => okResponse({ events: [RESTORED], nextCursor: null }),
      },
      `/audit?type=listings.DomainRestored&fromPosition=150&streamId=${LISTING_STREAM}`,
    );
    await screen.findByRole('table', { name: 'Events' });

    expect(queryOf(server.callsTo('GET', EVENTS_PATH)[0])).toEqual({
      type: 'listings.DomainRestored',
      streamId: LISTING_STREAM,
      fromPosition: '150',
      limit: '50',
    });
    expect(field('Event type')).toHaveValue('listings.DomainRestored');
    expect(field('Stream id')).toHaveValue(LISTING_STREAM);
    expect(field('From global position')).toHaveValue('150');

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(queryOf(server.callsTo('GET', EVENTS_PATH).at(-1))).toEqual({ limit: '50' }),
    );
    expect(field('Event type')).toHaveValue('');
    expect(field('Stream id')).toHaveValue('');
  });

  it('refuses a position that is not a whole number, and asks nothing', async () => {
    const user = userEvent.setup();
    const { server, router } = renderAudit({
      [`GET ${EVENTS_PATH}`]: () => okResponse({ events: [LISTED], nextCursor: null }),
    });
    await screen.findByRole('table', { name: 'Events' });

    await fillField(user, 'From global position', '12a');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('Enter a whole number, such as 120.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(server.callsTo('GET', EVENTS_PATH)).toHaveLength(1);
  });

  it('refuses an Until that is not later than Since', async () => {
    const user = userEvent.setup();
    const { server, router } = renderAudit({
      [`GET ${EVENTS_PATH}`]: () => okResponse({ events: [LISTED], nextCursor: null }),
    });
    await screen.findByRole('table', { name: 'Events' });

    fireEvent.change(field('Since'), { target: { value: '2026-11-10T08:00' } });
    fireEvent.change(field('Until'), { target: { value: '2026-11-10T08:00' } });
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(await screen.findByText('Until must be later than Since.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(server.callsTo('GET', EVENTS_PATH)).toHaveLength(1);
  });

  it('drops from a shared URL what the server would refuse, and sends times in UTC', async () => {
    const { server } = renderAudit(
      {
        [`GET ${EVENTS_PATH}`]: () => okResponse({ events: [RESTORED], nextCursor: null }),
      },
      '/audit?fromPosition=-3&since=2026-11-10T10:00:00%2B02:00&until=yesterday',
    );
    await screen.findByRole('table', { name: 'Events' });

    expect(queryOf(server.callsTo('GET', EVENTS_PATH)[0])).toEqual({
      since: '2026-11-10T08:00:00.000Z',
      limit: '50',
    });
    expect(field('From global position')).toHaveValue('');
  });

  it('loads the next page with the cursor of the last one', async () => {
    const user = userEvent.setup();
    const { server } = renderAudit(
      {
        [`GET ${EVENTS_PATH}`]: (request) =>
          queryOf(request).cursor === 'cursor-after-140'
            ? okResponse({ events: [RESTORED], nextCursor: null })
            : okResponse({ events: [LISTED, SOLD], nextCursor: 'cursor-after-140' }),
      },
      '/audit?streamType=listing',
    );
    await screen.findByRole('table', { name: 'Events' });
    expect(screen.getByText('Showing the first 2 events')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing all 3 events')).toBeInTheDocument();
    expect(eventsTable().getAllByRole('row')).toHaveLength(4);
    expect(eventsTable().getByRole('button', { name: 'listings.DomainRestored' })).toBeVisible();
    expect(server.callsTo('GET', EVENTS_PATH).map(queryOf)).toEqual([
      { streamType: 'listing', limit: '50' },
      { streamType: 'listing', limit: '50', cursor: 'cursor-after-140' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('opens an event with its ids, schema version, data and metadata', async () => {
    const user = userEvent.setup();
    const sold = makeEvent({ ...SOLD, schemaVersion: 2 });
    renderAudit({
      [`GET ${EVENTS_PATH}`]: () => okResponse({ events: [LISTED, sold], nextCursor: null }),
    });
    await screen.findByRole('table', { name: 'Events' });

    await user.click(eventsTable().getByRole('button', { name: 'listings.DomainMarkedSold' }));

    const drawer = within(await screen.findByRole('dialog', { name: 'Event 140' }));
    const facts = within(drawer.getByRole('table', { name: 'Event facts' }));
    const fact = (label: string) =>
      facts.getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
    expect(fact('Event id')).toBe(SOLD.eventId);
    expect(fact('Transaction id')).toBe('5040');
    expect(fact('Schema version')).toBe('2');
    expect(fact('Stream position')).toBe('2');
    expect(fact('Actor')).toBe(SELLER_ID);
    expect(drawer.getByRole('figure', { name: 'Data' }).querySelector('pre')?.textContent).toBe(
      JSON.stringify(SOLD.data, null, 2),
    );
    expect(drawer.getByRole('figure', { name: 'Metadata' }).querySelector('pre')?.textContent).toBe(
      JSON.stringify(SOLD.metadata, null, 2),
    );
    expect(drawer.getByRole('link', { name: LISTING_STREAM })).toHaveAttribute(
      'href',
      `/audit/streams/${LISTING_STREAM}`,
    );
  });

  it('tells a user whom the server refuses that the screens are for auditors', async () => {
    renderAudit({
      [`GET ${EVENTS_PATH}`]: () => errorResponse(403, 'Auditors only', 'FORBIDDEN'),
    });

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Auditors only');
    expect(notice).toHaveTextContent('this account does not have the auditor role');
  });
});
