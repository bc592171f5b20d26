import { progressOf } from './escrow-com.provider';

const transaction = (
  item: Record<string, boolean>,
  payment: Record<string, boolean>,
  items = 1,
) => ({
  id: 1,
  items: Array.from({ length: items }, () => ({ status: item, schedule: [{ status: payment }] })),
});

describe('where an Escrow.com transaction stands, as the deal’s stage', () => {
  it('reads payment, transfer, acceptance and disbursement in turn', () => {
    expect(progressOf(transaction({}, {}))).toEqual({ reached: 'escrow_opened', cancelled: false });
    expect(progressOf(transaction({}, { secured: true })).reached).toBe('payment_secured');
    expect(progressOf(transaction({ shipped: true }, { secured: true })).reached).toBe(
      'domain_transferred',
    );
    expect(
      progressOf(transaction({ shipped: true, accepted: true }, { secured: true })).reached,
    ).toBe('funds_released');
    expect(
      progressOf(
        transaction(
          { shipped: true, accepted: true },
          { secured: true, disbursed_to_beneficiary: true },
        ),
      ).reached,
    ).toBe('completed');
  });

  it('needs every item and payment there, and says when Escrow.com cancelled', () => {
    const mixed = {
      id: 1,
      items: [
        { status: { shipped: true }, schedule: [{ status: { secured: true } }] },
        { status: { shipped: false }, schedule: [{ status: { secured: false } }] },
      ],
    };
    expect(progressOf(mixed).reached).toBe('escrow_opened');
    expect(progressOf({ id: 1 }).reached).toBe('escrow_opened');
    expect(progressOf(transaction({ canceled: true }, {})).cancelled).toBe(true);
  });
});
