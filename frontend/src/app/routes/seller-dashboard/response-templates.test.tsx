import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonBody, okResponse } from '../../../test/api-stub';
import type { ResponseTemplate } from '../../../features/inquiries/api/response-templates';
import { LEADS } from '../../../features/inquiries/test/fixtures';
import { renderSellerDashboard } from './test/render-seller-dashboard';

const OFFER_TEMPLATE: ResponseTemplate = {
  id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f01',
  name: 'Counter offer',
  inquiryType: 'offer',
  subject: 'Your offer for {domain}',
  body: 'Hi {buyer}, thank you. {domain} is yours for {price}.',
  updated_at: '2026-11-20T10:00:00.000Z',
};
const QUESTION_TEMPLATE: ResponseTemplate = {
  ...OFFER_TEMPLATE,
  id: '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f02',
  name: 'Answer a question',
  inquiryType: 'question',
  subject: 'About {domain}',
  body: 'Happy to help.',
};

/** The id the stand-in server gives a new template. */
const NEW_ID = '4d5e6f7a-8b9c-4d0e-8f1a-2b3c4d5e6f09';

/** Templates kept by a stand-in server that saves and deletes as the real one does. */
function templateServer(initial: ResponseTemplate[]) {
  let templates = [...initial];
  const remove = (id: string) => () => {
    templates = templates.filter((template) => template.id !== id);
    return okResponse({ id, deleted: true });
  };
  return {
    'GET /api/seller-dashboard/response-templates': () => okResponse({ templates }),
    'POST /api/seller-dashboard/response-template': async (request: Request) => {
      const body = (await jsonBody(request)) as Omit<ResponseTemplate, 'updated_at' | 'id'> & {
        id?: string;
      };
      const saved = { ...body, id: body.id ?? NEW_ID, updated_at: OFFER_TEMPLATE.updated_at };
      templates = [...templates.filter((template) => template.id !== saved.id), saved];
      return okResponse(saved, 201);
    },
    ...Object.fromEntries(
      [...initial.map((template) => template.id), NEW_ID].map((id) => [
        `DELETE /api/seller-dashboard/response-template/${id}`,
        remove(id),
      ]),
    ),
  };
}

/** Types into a field the way a user pasting does (character by character is slow here). */
async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

function templatesRegion() {
  return within(screen.getByRole('region', { name: 'Response Templates' }));
}

describe('response templates in the lead manager', () => {
  it('says which fields a template needs before saving it', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard(templateServer([]));
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();

    await user.click(templatesRegion().getByRole('button', { name: 'New Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Template' }));
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));
    expect(dialog.getByText('Template name is required')).toBeInTheDocument();
    expect(dialog.getByText('Subject is required')).toBeInTheDocument();
    expect(dialog.getByText('Template text is required')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/seller-dashboard/response-template')).toHaveLength(0);
  });

  it('creates a template', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard(templateServer([]));
    await user.click(await screen.findByRole('button', { name: 'New Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Template' }));
    await fill(user, dialog.getByLabelText('Template Name'), 'Counter offer');
    await user.selectOptions(dialog.getByLabelText('For Inquiry Type'), 'Make an Offer');
    await fill(user, dialog.getByLabelText('Subject'), 'Your offer');
    await fill(user, dialog.getByLabelText('Template Text'), 'Thank you for your offer.');
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));

    const created = within(
      await templatesRegion().findByRole('article', { name: 'Counter offer' }),
    );
    expect(created.getByText('Make an Offer')).toBeInTheDocument();
    expect(created.getByText('Your offer')).toBeInTheDocument();
    const [post] = server.callsTo('POST', '/api/seller-dashboard/response-template');
    expect(await jsonBody(post as Request)).toEqual({
      name: 'Counter offer',
      inquiryType: 'offer',
      subject: 'Your offer',
      body: 'Thank you for your offer.',
    });
  });

  it('edits a template in place', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard(templateServer([OFFER_TEMPLATE]));
    await screen.findByRole('region', { name: 'Response Templates' });
    const card = within(await templatesRegion().findByRole('article', { name: 'Counter offer' }));
    await user.click(card.getByRole('button', { name: 'Edit' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Template' }));
    expect(dialog.getByLabelText('Subject')).toHaveValue('Your offer for {domain}');
    await user.clear(dialog.getByLabelText('Subject'));
    await fill(user, dialog.getByLabelText('Subject'), 'About your offer');
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));

    expect(await templatesRegion().findByText('About your offer')).toBeInTheDocument();
    const [edit] = server.callsTo('POST', '/api/seller-dashboard/response-template');
    expect(await jsonBody(edit as Request)).toMatchObject({
      id: OFFER_TEMPLATE.id,
      subject: 'About your offer',
    });
  });

  it('deletes a template after asking', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard(templateServer([OFFER_TEMPLATE]));
    await screen.findByRole('region', { name: 'Response Templates' });
    const card = within(await templatesRegion().findByRole('article', { name: 'Counter offer' }));
    await user.click(card.getByRole('button', { name: 'Delete' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Template' }));
    expect(dialog.getByText('Delete the template Counter offer?')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No templates yet/)).toBeInTheDocument();
    expect(
      server.callsTo('DELETE', `/api/seller-dashboard/response-template/${OFFER_TEMPLATE.id}`),
    ).toHaveLength(1);
  });

  it('puts the server’s refusal in the form', async () => {
    const user = userEvent.setup();
    renderSellerDashboard({
      ...templateServer([]),
      'POST /api/seller-dashboard/response-template': () =>
        errorResponse(422, 'You can keep at most 50 response templates', 'TOO_MANY_TEMPLATES'),
    });
    await user.click(await screen.findByRole('button', { name: 'New Template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Template' }));
    await fill(user, dialog.getByLabelText('Template Name'), 'One more');
    await fill(user, dialog.getByLabelText('Subject'), 'Hello');
    await fill(user, dialog.getByLabelText('Template Text'), 'Hello there.');
    await user.click(dialog.getByRole('button', { name: 'Save Template' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'You can keep at most 50 response templates',
    );
  });

  it('answers a lead with a template filled in from it, and marks the lead responded', async () => {
    const user = userEvent.setup();
    const { server } = renderSellerDashboard({
      ...templateServer([QUESTION_TEMPLATE, OFFER_TEMPLATE]),
      'PUT /api/seller-dashboard/inquiry-status': () =>
        okResponse({ ...LEADS[0], status: 'responded' }),
    });
    const jane = within(await screen.findByRole('article', { name: 'cloudly.io from Jane Buyer' }));
    await user.click(jane.getByRole('button', { name: 'Answer' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Answer Jane Buyer about cloudly.io' }),
    );
    const picker = dialog.getByLabelText('Response Template');
    // The lead is an offer: offer templates come first.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a template',
        'Counter offer (Make an Offer)',
        'Answer a question (Ask a Question)',
      ]),
    );
    const send = dialog.getByRole('link', { name: 'Send from My Email' });
    expect(send).toHaveAttribute('data-disabled', 'true');

    await user.selectOptions(picker, 'Counter offer (Make an Offer)');
    expect(dialog.getByLabelText('Subject')).toHaveValue('Your offer for cloudly.io');
    expect(dialog.getByLabelText('Your Answer')).toHaveValue(
      'Hi Jane Buyer, thank you. cloudly.io is yours for $249.',
    );
    await fill(user, dialog.getByLabelText('Your Answer'), ' Escrow is fine.');
    expect(send).toHaveAttribute(
      'href',
      `mailto:jane@example.com?subject=${encodeURIComponent('Your offer for cloudly.io')}&body=${encodeURIComponent('Hi Jane Buyer, thank you. cloudly.io is yours for $249. Escrow is fine.')}`,
    );

    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [put] = server.callsTo('PUT', '/api/seller-dashboard/inquiry-status');
    expect(new URL((put as Request).url).searchParams.get('id')).toBe(LEADS[0]?.id);
    expect(await jsonBody(put as Request)).toEqual({ status: 'responded' });
  });

  it('shows Responded on a lead already answered', async () => {
    renderSellerDashboard(templateServer([]));
    const sam = within(await screen.findByRole('article', { name: 'fastbrew.com from Sam Asker' }));
    expect(sam.getByText('Responded')).toBeInTheDocument();
    const jane = within(screen.getByRole('article', { name: 'cloudly.io from Jane Buyer' }));
    expect(jane.queryByText('Responded')).not.toBeInTheDocument();
  });
});
