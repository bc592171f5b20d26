import {
  parseBootstrap,
  rdapBaseUrl,
  registrationFromRdap,
  RequestPacer,
} from './rdap-registrations';

describe('the RDAP bootstrap (RFC 9224)', () => {
  const services = parseBootstrap({
    version: '1.0',
    services: [
      [
        ['com', 'NET'],
        ['http://rdap.verisign.example/com/v1', 'https://rdap.verisign.example/com/v1/'],
      ],
      [['uk'], ['https://rdap.nominet.example/uk/']],
      [['co.uk'], ['https://rdap.second-level.example/']],
      [['example'], ['http://rdap.plain.example/']],
    ],
  });

  it('names the server of the longest label suffix it lists', () => {
    expect(rdapBaseUrl(services, 'shop.co.uk')).toBe('https://rdap.second-level.example/');
    expect(rdapBaseUrl(services, 'shop.org.uk')).toBe('https://rdap.nominet.example/uk/');
  });

  it('prefers https, takes http when that is all there is, and ends the base with a slash', () => {
    expect(rdapBaseUrl(services, 'example.com')).toBe('https://rdap.verisign.example/com/v1/');
    expect(rdapBaseUrl(services, 'a.example')).toBe('http://rdap.plain.example/');
  });

  it('matches labels whatever their case', () => {
    expect(rdapBaseUrl(services, 'Example.Net')).toBe('https://rdap.verisign.example/com/v1/');
  });

  it('names no server for a TLD it does not list', () => {
    expect(rdapBaseUrl(services, 'example.xyz')).toBeUndefined();
  });

  it.each([{}, { services: [[['com']]] }, { services: [['com', ['https://x/']]] }, null])(
    'refuses %j',
    (json) => {
      expect(() => parseBootstrap(json)).toThrow(/not an RDAP bootstrap file/);
    },
  );
});

describe('an RDAP domain answer (RFC 9083)', () => {
  const answer = {
    rdapConformance: ['rdap_level_0', 'icann_rdap_response_profile_1'],
    objectClassName: 'domain',
    handle: '2336799_DOMAIN_COM-VRSN',
    ldhName: 'EXAMPLE.COM',
    status: ['client delete prohibited', 'Client Transfer Prohibited', 'clientUpdateProhibited'],
    events: [
      { eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' },
      { eventAction: 'expiration', eventDate: '2026-08-13T04:00:00Z' },
    ],
    entities: [
      {
        objectClassName: 'entity',
        handle: '376',
        roles: ['registrar'],
        publicIds: [{ type: 'IANA Registrar ID', identifier: '376' }],
        vcardArray: [
          'vcard',
          [
            ['version', {}, 'text', '4.0'],
            ['fn', {}, 'text', 'RESERVED-Internet Assigned Numbers Authority'],
          ],
        ],
      },
      {
        objectClassName: 'entity',
        roles: ['registrant'],
        vcardArray: [
          'vcard',
          [
            ['fn', {}, 'text', 'Jane Registrant'],
            ['email', {}, 'text', 'jane@example.net'],
          ],
        ],
      },
    ],
  };

  it('gives the registrar, the expiry and the statuses, spelled as RFC 8056 does, and when the name was registered', () => {
    expect(registrationFromRdap(answer)).toEqual({
      source: 'rdap',
      registrar: 'RESERVED-Internet Assigned Numbers Authority',
      expiresAt: '2026-08-13T04:00:00.000Z',
      statuses: [
        'client delete prohibited',
        'client transfer prohibited',
        'client update prohibited',
      ],
      registeredAt: '1995-08-14T04:00:00.000Z',
      transferredAt: null,
    });
  });

  it('gives the last transfer between registrars from its event', () => {
    const transferred = registrationFromRdap({
      ...answer,
      events: [...answer.events, { eventAction: 'transfer', eventDate: '2026-10-02T09:30:00Z' }],
    });
    expect(transferred?.transferredAt).toBe('2026-10-02T09:30:00.000Z');
  });

  it('keeps nothing of the contacts', () => {
    const kept = JSON.stringify(registrationFromRdap(answer));
    expect(kept).not.toMatch(/Jane|jane@example\.net/);
  });

  it('names the registrar by its handle, else its public id, when it has no vCard name', () => {
    const withRegistrar = (registrar: object) =>
      registrationFromRdap({ ...answer, entities: [{ roles: ['registrar'], ...registrar }] });
    expect(withRegistrar({ handle: '1068' })?.registrar).toBe('1068');
    expect(
      withRegistrar({ publicIds: [{ type: 'IANA Registrar ID', identifier: '146' }] }),
    ).toMatchObject({ registrar: '146' });
    expect(withRegistrar({})?.registrar).toBeNull();
  });

  it('leaves what the answer lacks empty', () => {
    expect(registrationFromRdap({ objectClassName: 'domain', ldhName: 'example.com' })).toEqual({
      source: 'rdap',
      registrar: null,
      expiresAt: null,
      statuses: [],
      registeredAt: null,
      transferredAt: null,
    });
    expect(
      registrationFromRdap({
        ...answer,
        events: [{ eventAction: 'expiration', eventDate: 'soon' }],
      })?.expiresAt,
    ).toBeNull();
  });

  it.each([[[]], ['domain'], [null], [{ objectClassName: 'entity', handle: 'X' }]])(
    'is no domain answer: %j',
    (json) => {
      expect(registrationFromRdap(json)).toBeUndefined();
    },
  );
});

describe('the pace of requests to one RDAP server', () => {
  it('lets two through at once and makes the others wait their second, in order', async () => {
    let now = 0;
    const waits: number[] = [];
    const pacer = new RequestPacer(2, {
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    await Promise.all([1, 2, 3, 4, 5].map(() => pacer.take()));
    expect(waits).toEqual([1000, 1000, 2000]);

    now = 1500;
    await pacer.take();
    expect(waits).toEqual([1000, 1000, 2000, 500]);
    now = 10_000;
    await pacer.take();
    await pacer.take();
    expect(waits).toHaveLength(4);
  });
});
