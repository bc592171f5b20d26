import { stageMail, stageMailRecipients } from './stage-mail';

const change = {
  timelineId: 'deal-1',
  stage: 'payment_secured' as const,
  notes: null,
  role: 'buyer' as const,
  changedAt: '2026-12-08T10:00:00.000Z',
};

describe('the mail of a change of stage', () => {
  it('goes to the side that did not make the change, or to both when Escrow.com or RDAP reported it', () => {
    expect(stageMailRecipients(change)).toEqual(['seller']);
    expect(stageMailRecipients({ ...change, role: 'seller' })).toEqual(['buyer']);
    expect(stageMailRecipients({ ...change, source: 'escrow_poll' })).toEqual(['seller', 'buyer']);
  });

  it('says who moved the deal, their note, and what the reader does next', () => {
    expect(stageMail({ ...change, notes: 'Paid by wire' }, 'cloudly.io', 'seller')).toEqual({
      subject: 'The deal for cloudly.io: Payment secured',
      lines: [
        'The buyer moved the deal for cloudly.io to “Payment secured”.',
        'Their note: Paid by wire',
        '',
        'Move the name to the buyer now: the deal’s transfer guide shows each step, and the auth code goes on the deal, not in a message.',
      ],
    });
    expect(
      stageMail(
        { ...change, stage: 'domain_transferred', role: 'seller', source: 'rdap' },
        'cloudly.io',
        'buyer',
      ).lines[0],
    ).toBe(
      'The registry shows cloudly.io at the buyer’s registrar: the deal is now at “Domain transferred”.',
    );
  });
});
