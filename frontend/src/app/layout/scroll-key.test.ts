import { describe, expect, it } from 'vitest';
import type { Location } from 'react-router-dom';
import { scrollRestorationKey } from './scroll-key';

function location(key: string, pathname: string, hash = ''): Location {
  return { key, pathname, hash, search: '', state: null };
}

describe('scroll restoration key', () => {
  it('keeps pages opened by address apart, so one never gets the position left on another', () => {
    expect(scrollRestorationKey(location('default', '/about', '#contact'))).not.toBe(
      scrollRestorationKey(location('default', '/privacy')),
    );
    expect(scrollRestorationKey(location('default', '/about', '#contact'))).toBe(
      scrollRestorationKey(location('default', '/about', '#contact')),
    );
  });

  it('files pages reached inside the app under their history entry', () => {
    expect(scrollRestorationKey(location('k3x9a1', '/about', '#contact'))).toBe('k3x9a1');
  });
});
