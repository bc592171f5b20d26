import { generateKeyPairSync } from 'node:crypto';
import {
  type AccessTokenClaims,
  algorithmFor,
  jwkThumbprint,
  publicJwk,
  signJwt,
  verifyJwt,
} from './jwt';

const now = new Date('2026-01-01T00:00:00.000Z');
const iat = Math.floor(now.getTime() / 1000);
const claims: AccessTokenClaims = {
  sub: 'user-1',
  sid: 'family-1',
  role: 'user',
  iss: 'http://localhost:3000',
  aud: 'authenticated',
  iat,
  exp: iat + 900,
};

describe.each(['ed25519', 'ec'] as const)('JWT with a %s key', (type) => {
  const { privateKey, publicKey } =
    type === 'ed25519'
      ? generateKeyPairSync('ed25519')
      : generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const alg = algorithmFor(privateKey);
  const kid = jwkThumbprint(publicJwk(publicKey));
  const options = {
    publicKeys: new Map([[kid, { key: publicKey, alg }]]),
    issuer: claims.iss,
    audience: claims.aud,
    now,
    clockTolerance: 5,
  };

  it('verifies what it signed', () => {
    const token = signJwt(claims, privateKey, { alg, kid });
    expect(verifyJwt(token, options)).toEqual(claims);
  });

  it('refuses an expired token, allowing a few seconds of skew', () => {
    const token = signJwt(claims, privateKey, { alg, kid });
    expect(verifyJwt(token, { ...options, now: new Date(now.getTime() + 904_000) })).toEqual(
      claims,
    );
    expect(() => verifyJwt(token, { ...options, now: new Date(now.getTime() + 906_000) })).toThrow(
      'expired',
    );
  });

  it('refuses a wrong issuer or audience', () => {
    expect(() =>
      verifyJwt(signJwt({ ...claims, iss: 'https://evil' }, privateKey, { alg, kid }), options),
    ).toThrow('wrong issuer');
    expect(() =>
      verifyJwt(signJwt({ ...claims, aud: 'other' }, privateKey, { alg, kid }), options),
    ).toThrow('wrong audience');
  });

  it('refuses a tampered payload and an unknown key', () => {
    const [header, , signature] = signJwt(claims, privateKey, { alg, kid }).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'auditor' })).toString(
      'base64url',
    );
    expect(() => verifyJwt(`${header}.${forged}.${signature}`, options)).toThrow('bad signature');
    expect(() => verifyJwt(signJwt(claims, privateKey, { alg, kid: 'other' }), options)).toThrow(
      'unknown key',
    );
  });

  it('refuses "none" and a switched algorithm', () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url');
    expect(() => verifyJwt(`${none}.${payload}.`, options)).toThrow('unknown key');
  });

  it('refuses garbage', () => {
    expect(() => verifyJwt('a.b.c', options)).toThrow('malformed');
    expect(() => verifyJwt('nope', options)).toThrow('malformed');
  });
});

describe('JWK thumbprint (RFC 7638)', () => {
  it('matches the RFC 8037 Ed25519 example', () => {
    expect(
      jwkThumbprint({
        kty: 'OKP',
        crv: 'Ed25519',
        x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
      }),
    ).toBe('kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k');
  });
});
