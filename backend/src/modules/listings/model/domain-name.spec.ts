import {
  DOMAIN_NAME_MESSAGES,
  domainNameProblem,
  extensionOf,
  normalizeDomainName,
} from './domain-name';

describe('domain names', () => {
  it.each([
    'example.com',
    'a.io',
    'my-shop.co.uk',
    'xn--bcher-kva.com',
    'shop.xn--p1ai',
    '123.net',
  ])('accepts %s', (name) => expect(domainNameProblem(name)).toBeUndefined());

  it.each([
    ['', DOMAIN_NAME_MESSAGES.required],
    ['example', DOMAIN_NAME_MESSAGES.noExtension],
    ['my shop.com', DOMAIN_NAME_MESSAGES.characters],
    ['shop_now.com', DOMAIN_NAME_MESSAGES.characters],
    ['example..com', DOMAIN_NAME_MESSAGES.emptyLabel],
    ['.example.com', DOMAIN_NAME_MESSAGES.emptyLabel],
    ['example.com.', DOMAIN_NAME_MESSAGES.emptyLabel],
    [`${'a'.repeat(64)}.com`, DOMAIN_NAME_MESSAGES.labelTooLong],
    ['-bad-.com', DOMAIN_NAME_MESSAGES.hyphenEdge],
    ['bad-.com', DOMAIN_NAME_MESSAGES.hyphenEdge],
    ['example.c0m', DOMAIN_NAME_MESSAGES.extension],
    ['example.c', DOMAIN_NAME_MESSAGES.extension],
  ])('refuses %j: %s', (name, message) => expect(domainNameProblem(name)).toBe(message));

  it('accepts 63-character labels and refuses a 254-character name', () => {
    const label = 'a'.repeat(63);
    const longest = `${label}.${label}.${label}.${'b'.repeat(57)}.com`;
    expect(longest).toHaveLength(253);
    expect(domainNameProblem(longest)).toBeUndefined();
    expect(domainNameProblem(`a${longest}`)).toBe(DOMAIN_NAME_MESSAGES.tooLong);
  });

  it('lower-cases and trims, and takes the TLD as the extension', () => {
    expect(normalizeDomainName('  Example.COM ')).toBe('example.com');
    expect(extensionOf('my-shop.co.uk')).toBe('.uk');
  });
});
