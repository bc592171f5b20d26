import { holdMessage, sameRegistrar } from './delivery';

describe('registrars compared as RDAP and people name them', () => {
  it('match across punctuation, case and company suffixes', () => {
    expect(sameRegistrar('NameCheap, Inc.', 'Namecheap')).toBe(true);
    expect(sameRegistrar('GoDaddy.com, LLC', 'GoDaddy')).toBe(true);
    expect(sameRegistrar('Porkbun LLC', 'porkbun')).toBe(true);
    expect(sameRegistrar('Gandi SAS', 'Gandi')).toBe(true);
    expect(sameRegistrar('Shady Names Ltd', 'Porkbun')).toBe(false);
    expect(sameRegistrar('Dynadot Inc', 'Namecheap')).toBe(false);
    expect(sameRegistrar('AB', 'Porkbun AB')).toBe(false);
  });

  it('tell both sides what the hold is about', () => {
    expect(holdMessage('registrar_changed', 'Shady Names Ltd')).toMatch(
      /^The name's registrar of record changed to Shady Names Ltd, which is not the registrar the buyer named\. The deal is on hold/,
    );
    expect(holdMessage('pending_delete', null)).toMatch(/^The name is pending deletion/);
  });
});
