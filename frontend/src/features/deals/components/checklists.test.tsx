import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import type { Verification } from '../api/verification';
import {
  ESCROW_CHECKLIST_ID,
  makeEscrowChecklist,
  makeTimeline,
  TIMELINE_ID,
} from '../test/fixtures';
import { renderDeals } from '../test/render-deals';

const DETAIL = `GET /api/transaction-timeline/detail/${TIMELINE_ID}`;
const CHECKLIST = `GET /api/verification/detail/${ESCROW_CHECKLIST_ID}`;
const UPDATE_ITEM = `PUT /api/verification/update-item/${ESCROW_CHECKLIST_ID}`;

const WITH_ESCROW = makeTimeline('escrow_opened', {
  verifications: [
    { id: ESCROW_CHECKLIST_ID, type: 'escrow', name: 'Escrow', completed: 0, total: 3 },
  ],
});

/** A deal with the escrow checklist, whose items follow what was last saved. */
function escrowChecklistThatSaves(first: Verification = makeEscrowChecklist()) {
  let values: Record<string, { value: string; notes?: string }> = Object.fromEntries(
    first.items.map((item) => [
      item.field,
      { value: item.value ?? '', notes: item.notes ?? undefined },
    ]),
  );
  return {
    [DETAIL]: () => okResponse(WITH_ESCROW),
    [CHECKLIST]: () => okResponse(makeEscrowChecklist(values)),
    [UPDATE_ITEM]: async (request: Request) => {
      const { field, value, notes } = (await jsonBody(request)) as {
        field: string;
        value: string;
        notes?: string;
      };
      values = { ...values, [field]: { value, notes: notes ?? values[field]?.notes } };
      return okResponse(makeEscrowChecklist(values));
    },
  };
}

function verification() {
  return within(screen.getByRole('region', { name: 'Verification' }));
}

async function escrowChecklist() {
  return within(await screen.findByRole('region', { name: 'Escrow' }));
}

async function itemRequests(server: ReturnType<typeof renderDeals>['server']) {
  return Promise.all(
    server
      .callsTo('PUT', `/api/verification/update-item/${ESCROW_CHECKLIST_ID}`)
      .map((request) => jsonBody(request)),
  );
}

describe('verification checklists', () => {
  it('offers to start each checklist the deal has not started, and starts one', async () => {
    const user = userEvent.setup();
    let timeline = makeTimeline('escrow_opened');
    const { server } = renderDeals({
      [DETAIL]: () => okResponse(timeline),
      [CHECKLIST]: () => okResponse(makeEscrowChecklist()),
      'POST /api/verification/create': () => {
        timeline = WITH_ESCROW;
        return okResponse(makeEscrowChecklist(), 201);
      },
    });
    await screen.findByRole('region', { name: 'Verification' });

    expect(
      (await verification().findAllByRole('button', { name: /^Start / })).map(
        (button) => button.textContent,
      ),
    ).toEqual([
      'Start Domain transfer checklist',
      'Start Buyer identity checklist',
      'Start Escrow checklist',
    ]);
    await user.click(verification().getByRole('button', { name: 'Start Escrow checklist' }));

    const title = await verification().findByRole('heading', { name: 'Escrow' });
    await waitFor(() => expect(title).toHaveFocus());
    const [request] = server.callsTo('POST', '/api/verification/create');
    expect(await jsonBody(request as Request)).toEqual({ timelineId: TIMELINE_ID, type: 'escrow' });
    expect(
      verification().queryByRole('button', { name: 'Start Escrow checklist' }),
    ).not.toBeInTheDocument();
    expect(
      verification().getByRole('button', { name: 'Start Domain transfer checklist' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Checklist started')).toBeInTheDocument();
  });

  it('shows each item with its hint, and the progress', async () => {
    renderDeals({
      [DETAIL]: () => okResponse(WITH_ESCROW),
      [CHECKLIST]: () =>
        okResponse(
          makeEscrowChecklist({
            escrow_service: { value: 'Escrow.com', notes: 'Both accounts verified' },
          }),
        ),
    });

    const checklist = await escrowChecklist();
    expect(checklist.getByText('1 of 3 done')).toBeInTheDocument();
    expect(checklist.getByRole('progressbar', { name: 'Escrow progress' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    expect(checklist.getByLabelText('Escrow service chosen')).toHaveValue('Escrow.com');
    expect(checklist.getByText('Note: Both accounts verified')).toBeInTheDocument();
    expect(checklist.getByText(/^Done on .* by you$/)).toBeInTheDocument();
    const deposited = checklist.getByRole('checkbox', { name: 'Buyer’s payment deposited' });
    expect(deposited).not.toBeChecked();
    expect(
      checklist.getByText('The escrow service confirms it holds the full price.'),
    ).toBeInTheDocument();
  });

  it('ticks an item as confirmed and clears it when unticked', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(escrowChecklistThatSaves());
    const checklist = await escrowChecklist();

    const deposited = checklist.getByRole('checkbox', { name: 'Buyer’s payment deposited' });
    await user.click(deposited);
    expect(await checklist.findByText('1 of 3 done')).toBeInTheDocument();
    expect(deposited).toBeChecked();
    expect(deposited).toHaveFocus();

    await user.click(deposited);
    expect(await checklist.findByText('0 of 3 done')).toBeInTheDocument();
    expect(deposited).not.toBeChecked();
    expect(await itemRequests(server)).toEqual([
      { field: 'funds_deposited', value: 'confirmed' },
      { field: 'funds_deposited', value: '' },
    ]);
  });

  it('saves a text item such as the escrow transaction number', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(escrowChecklistThatSaves());
    const checklist = await escrowChecklist();

    expect(
      checklist.queryByRole('checkbox', { name: 'Escrow transaction number' }),
    ).not.toBeInTheDocument();
    await user.type(checklist.getByLabelText('Escrow transaction number'), ' ESC-4411 ');
    const save = checklist.getByRole('button', { name: 'Save Escrow transaction number' });
    await user.click(save);

    expect(await checklist.findByText('1 of 3 done')).toBeInTheDocument();
    expect(save).toHaveFocus();
    expect(checklist.getByLabelText('Escrow transaction number')).toHaveValue('ESC-4411');
    expect(await itemRequests(server)).toEqual([
      { field: 'escrow_transaction_id', value: 'ESC-4411' },
    ]);
  });

  it('adds a note to an item, keeping its value', async () => {
    const user = userEvent.setup();
    const { server } = renderDeals(
      escrowChecklistThatSaves(makeEscrowChecklist({ funds_deposited: { value: 'confirmed' } })),
    );
    const checklist = await escrowChecklist();

    const addNote = checklist.getByRole('button', {
      name: 'Add note for Buyer’s payment deposited',
    });
    await user.click(addNote);
    const note = checklist.getByLabelText('Note for Buyer’s payment deposited');
    expect(note).toHaveFocus();
    await user.type(note, 'Escrow.com e-mail of Nov 12');
    expect(checklist.getByText('27/1000 characters')).toBeInTheDocument();
    await user.click(checklist.getByRole('button', { name: 'Save note' }));

    expect(await checklist.findByText('Note: Escrow.com e-mail of Nov 12')).toBeInTheDocument();
    expect(
      checklist.getByRole('button', { name: 'Edit note for Buyer’s payment deposited' }),
    ).toHaveFocus();
    expect(
      checklist.queryByLabelText('Note for Buyer’s payment deposited'),
    ).not.toBeInTheDocument();
    expect(await itemRequests(server)).toEqual([
      { field: 'funds_deposited', value: 'confirmed', notes: 'Escrow.com e-mail of Nov 12' },
    ]);
  });

  it('shows the server’s message when it refuses a change', async () => {
    const user = userEvent.setup();
    renderDeals({
      ...escrowChecklistThatSaves(),
      [UPDATE_ITEM]: () =>
        errorResponse(400, 'value cannot exceed 500 characters', 'VALIDATION_ERROR'),
    });
    const checklist = await escrowChecklist();

    const deposited = checklist.getByRole('checkbox', { name: 'Buyer’s payment deposited' });
    await user.click(deposited);

    expect(await checklist.findByRole('alert')).toHaveTextContent(
      'value cannot exceed 500 characters',
    );
    expect(deposited).not.toBeChecked();
    expect(checklist.getByText('0 of 3 done')).toBeInTheDocument();
  });
});
