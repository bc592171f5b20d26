import { sameRegistrar } from './registrar-names';

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
});
