import { generateKeyPairSync } from 'node:crypto';
import {
  type AccessTokenClaims,
  algorithmFor,
  jwkThumbprint,
  JwtVerificationError,
  publicJwk,
  signJwt,
  verifyJwt,
  type VerifyOptions,
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
  let kid: string;
  let options: VerifyOptions;
  const sign = (overrides: Partial<AccessTokenClaims> = {}, keyId = kid) =>
    signJwt({ ...claims, ...overrides }, privateKey, { alg, kid: keyId });

  beforeAll(async () => {
    kid = await jwkThumbprint(publicJwk(publicKey));
    options = {
      publicKeys: new Map([[kid, { key: publicKey, alg }]]),
      issuer: claims.iss,
      audience: claims.aud,
      now,
      clockTolerance: 5,
    };
  });

  it('verifies what it signed', async () => {
    await expect(verifyJwt(await sign(), options)).resolves.toEqual(claims);
  });

  it('refuses an expired token, allowing a few seconds of skew', async () => {
    const token = await sign();
    await expect(
      verifyJwt(token, { ...options, now: new Date(now.getTime() + 904_000) }),
    ).resolves.toEqual(claims);
    await expect(
      verifyJwt(token, { ...options, now: new Date(now.getTime() + 906_000) }),
    ).rejects.toThrow(JwtVerificationError);
  });

  it('refuses a wrong issuer or audience', async () => {
    await expect(verifyJwt(await sign({ iss: 'https://evil' }), options)).rejects.toThrow(
      JwtVerificationError,
    );
    await expect(verifyJwt(await sign({ aud: 'other' }), options)).rejects.toThrow(
      JwtVerificationError,
    );
  });

  it('refuses a tampered payload and an unknown key', async () => {
    const [header, , signature] = (await sign()).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, role: 'auditor' })).toString(
      'base64url',
    );
    await expect(verifyJwt(`${header}.${forged}.${signature}`, options)).rejects.toThrow(
      JwtVerificationError,
    );
    await expect(verifyJwt(await sign({}, 'other'), options)).rejects.toThrow('unknown key');
  });

  it('refuses "none" and a switched algorithm', async () => {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none', kid })).toString('base64url');
    await expect(verifyJwt(`${none}.${payload}.`, options)).rejects.toThrow(JwtVerificationError);
    const switched = Buffer.from(
      JSON.stringify({ alg: alg === 'EdDSA' ? 'ES256' : 'EdDSA', kid }),
    ).toString('base64url');
    const [, , signature] = (await sign()).split('.');
    await expect(verifyJwt(`${switched}.${payload}.${signature}`, options)).rejects.toThrow(
      'unknown key',
    );
  });

  it('refuses garbage', async () => {
    await expect(verifyJwt('a.b.c', options)).rejects.toThrow(JwtVerificationError);
    await expect(verifyJwt('nope', options)).rejects.toThrow(JwtVerificationError);
  });
});

describe('JWK thumbprint (RFC 7638)', () => {
  it('matches the RFC 8037 Ed25519 example', async () => {
    await expect(
      jwkThumbprint({
        kty: 'OKP',
        crv: 'Ed25519',
        x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo',
      }),
    ).resolves.toBe('kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k');
  });
});
