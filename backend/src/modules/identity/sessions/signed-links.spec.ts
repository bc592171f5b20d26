import { generateKeyPairSync } from 'node:crypto';
import { type AppConfig } from '../../../platform/config/app-config';
import { SignedLinks } from './signed-links';
import { SigningKeys } from './signing-keys';

const pem = () =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const linksWith = (key: string) =>
  new SignedLinks(new SigningKeys({ JWT_PRIVATE_KEY: key } as AppConfig));

describe('SignedLinks', () => {
  const key = pem();
  const links = linksWith(key);
  const grant = {
    subject: '0b9f3c1e-5a7d-4c2e-9f10-2d4b6a8c0e1f',
    expiresAt: new Date('2027-06-01T12:00:00.000Z'),
  };

  it('opens what it sealed, in another process holding the same key', () => {
    expect(
      linksWith(key).verify('watchlists.unsubscribe', links.sign('watchlists.unsubscribe', grant)),
    ).toEqual(grant);
  });

  it('opens nothing sealed for another purpose, under another key, or changed by one character', () => {
    const token = links.sign('watchlists.unsubscribe', grant);
    expect(links.verify('something.else', token)).toBeUndefined();
    expect(linksWith(pem()).verify('watchlists.unsubscribe', token)).toBeUndefined();
    const changed = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`;
    expect(links.verify('watchlists.unsubscribe', changed)).toBeUndefined();
    expect(links.verify('watchlists.unsubscribe', '')).toBeUndefined();
  });
});
