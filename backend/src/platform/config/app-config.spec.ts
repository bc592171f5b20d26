import { ConfigError, loadConfig } from './app-config';

const base = { DATABASE_URL: 'postgres://localhost/test' };

describe('payment settings', () => {
  it('default to the test checkout at the spec prices', () => {
    const config = loadConfig(base);
    expect(config.STRIPE_SECRET_KEY).toBeUndefined();
    expect([config.CREDIT_PRICE_USD, config.PRO_PRICE_USD]).toEqual([9.99, 500]);
    expect(config.PAYMENTS_TEST_MODE).toBe(false);
    expect(loadConfig({ ...base, PAYMENTS_TEST_MODE: 'true' }).PAYMENTS_TEST_MODE).toBe(true);
  });

  it('refuse a Stripe key without the webhook secret that grants what is paid', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(
      new ConfigError(
        'Configuration error: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (credits are granted by the webhook)',
      ),
    );
  });

  it.each([
    ['STRIPE_SECRET_KEY', 'pk_test_abc'],
    ['STRIPE_WEBHOOK_SECRET', 'secret'],
    ['STRIPE_CREDIT_PRICE_ID', 'prod_abc'],
    ['CREDIT_PRICE_USD', '9.999'],
    ['PRO_PRICE_USD', '0'],
  ])('name a malformed %s', (key, value) => {
    expect(() => loadConfig({ ...base, [key]: value })).toThrow(
      new RegExp(`^Configuration error: ${key} `),
    );
  });
});

describe('the listening address', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(loadConfig(base).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...base, HOST: '::' }).HOST).toBe('::');
  });

  it.each(['', '0.0.0.0 ', 'http://0.0.0.0'])('refuses HOST=%j, naming it', (value) => {
    expect(() => loadConfig({ ...base, HOST: value })).toThrow(/^Configuration error: HOST /);
  });
});

describe('the ownership lookups', () => {
  it('ask the system resolvers and the IANA bootstrap unless told otherwise', () => {
    const config = loadConfig(base);
    expect(config.dnsServers).toBeUndefined();
    expect(config.RDAP_BOOTSTRAP_URL).toBe('https://data.iana.org/rdap/dns.json');
    expect(config.OWNERSHIP_SWEEP_ENABLED).toBe(true);
    expect(loadConfig({ ...base, OWNERSHIP_SWEEP_ENABLED: 'false' }).OWNERSHIP_SWEEP_ENABLED).toBe(
      false,
    );
  });

  it('take resolvers in every form the resolver does, in order', () => {
    const config = loadConfig({
      ...base,
      DNS_SERVERS: ' 127.0.0.1:5300, 9.9.9.9,2620:fe::fe , [2606:4700::1111]:53',
      RDAP_BOOTSTRAP_URL: 'http://127.0.0.1:4000/bootstrap/dns.json',
    });
    expect(config.dnsServers).toEqual([
      '127.0.0.1:5300',
      '9.9.9.9',
      '2620:fe::fe',
      '[2606:4700::1111]:53',
    ]);
    expect(config.RDAP_BOOTSTRAP_URL).toBe('http://127.0.0.1:4000/bootstrap/dns.json');
  });

  it.each([
    'dns.google',
    '1.1.1.1:0',
    '1.1.1.1:70000',
    '2606:4700::1111:53:x',
    '[1.1.1.1]:53',
    '1.1.1.1;8.8.8.8',
    ' , ',
  ])('refuse DNS_SERVERS=%j, naming it', (value) => {
    expect(() => loadConfig({ ...base, DNS_SERVERS: value })).toThrow(
      /^Configuration error: DNS_SERVERS must be comma-separated DNS server addresses/,
    );
  });

  it('refuse a bootstrap address that is not an http(s) URL', () => {
    expect(() =>
      loadConfig({ ...base, RDAP_BOOTSTRAP_URL: 'ftp://data.iana.org/dns.json' }),
    ).toThrow(/^Configuration error: RDAP_BOOTSTRAP_URL /);
  });
});

describe('webhook targets on private addresses', () => {
  it('are refused in production and allowed elsewhere unless WEBHOOK_PRIVATE_TARGETS says', () => {
    const production = {
      ...base,
      NODE_ENV: 'production',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----',
      SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    };
    expect(loadConfig(production).webhookPrivateTargetsRefused).toBe(true);
    expect(
      loadConfig({ ...production, WEBHOOK_PRIVATE_TARGETS: 'allow' }).webhookPrivateTargetsRefused,
    ).toBe(false);
    expect(loadConfig(base).webhookPrivateTargetsRefused).toBe(false);
    expect(
      loadConfig({ ...base, WEBHOOK_PRIVATE_TARGETS: 'refuse' }).webhookPrivateTargetsRefused,
    ).toBe(true);
    expect(() => loadConfig({ ...base, WEBHOOK_PRIVATE_TARGETS: 'yes' })).toThrow(
      /^Configuration error: WEBHOOK_PRIVATE_TARGETS /,
    );
  });
});

describe('the global rate limit', () => {
  it('is 300 calls a minute unless RATE_LIMIT_PER_MINUTE says otherwise', () => {
    expect(loadConfig(base).RATE_LIMIT_PER_MINUTE).toBe(300);
    expect(loadConfig({ ...base, RATE_LIMIT_PER_MINUTE: '1200' }).RATE_LIMIT_PER_MINUTE).toBe(1200);
  });

  it.each(['0', '2.5', 'many'])('refuses %s', (value) => {
    expect(() => loadConfig({ ...base, RATE_LIMIT_PER_MINUTE: value })).toThrow(
      /^Configuration error: RATE_LIMIT_PER_MINUTE /,
    );
  });
});

describe('the read replica', () => {
  it('is none, and a write sends its writer to the primary for 10 s, unless told otherwise', () => {
    expect(loadConfig(base).DATABASE_READ_URL).toBeUndefined();
    expect(loadConfig(base).READ_PRIMARY_SECONDS).toBe(10);
    const config = loadConfig({
      ...base,
      DATABASE_READ_URL: 'postgres://replica/test',
      READ_PRIMARY_SECONDS: '30',
    });
    expect([config.DATABASE_READ_URL, config.READ_PRIMARY_SECONDS]).toEqual([
      'postgres://replica/test',
      30,
    ]);
  });

  it.each([
    ['DATABASE_READ_URL', 'mysql://replica/test'],
    ['READ_PRIMARY_SECONDS', '0'],
  ])('refuses %s=%s, naming it', (key, value) => {
    expect(() => loadConfig({ ...base, [key]: value })).toThrow(
      new RegExp(`^Configuration error: ${key} `),
    );
  });
});
