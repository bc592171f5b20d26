/**
 * A registrar's name reduced for comparison: "NameCheap, Inc." and "Namecheap" alike, and
 * "GoDaddy.com, LLC" holding "GoDaddy".
 */
export function registrarKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(incorporated|inc|llc|ltd|limited|corporation|corp|gmbh|sarl|sas|bv|ag|co)$/, '');
}

/**
 * Whether two names of a registrar name the same one: RDAP's registrar of record ("GoDaddy.com,
 * LLC") and the name a person gave or a table keeps ("GoDaddy").
 */
export function sameRegistrar(ofRecord: string, named: string): boolean {
  const a = registrarKey(ofRecord);
  const b = registrarKey(named);
  if (a.length < 3 || b.length < 3) return a === b;
  return a.includes(b) || b.includes(a);
}
