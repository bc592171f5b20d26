import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Brings the element with `id` into view when the URL's hash names it, as a link to `/about#contact`
 * expects, and moves focus to `focusRef` so that keyboard and screen-reader users land where the
 * page scrolled to. Each navigation to the hash (a new location key) does it again, once the
 * section is rendered.
 */
export function useHashTarget<Section extends HTMLElement, Focus extends HTMLElement>(
  id: string,
): { sectionRef: RefObject<Section | null>; focusRef: RefObject<Focus | null> } {
  const { hash, key } = useLocation();
  const sectionRef = useRef<Section>(null);
  const focusRef = useRef<Focus>(null);

  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) !== id) return;
    sectionRef.current?.scrollIntoView({ block: 'start' });
    focusRef.current?.focus({ preventScroll: true });
  }, [hash, key, id]);

  return { sectionRef, focusRef };
}
