import { holdMessage } from './delivery';

describe('a hold during the transfer', () => {
  it('tells both sides what the hold is about', () => {
    expect(holdMessage('registrar_changed', 'Shady Names Ltd')).toMatch(
      /^The name's registrar of record changed to Shady Names Ltd, which is not the registrar the buyer named\. The deal is on hold/,
    );
    expect(holdMessage('pending_delete', null)).toMatch(/^The name is pending deletion/);
  });
});
