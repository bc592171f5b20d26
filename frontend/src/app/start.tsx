import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app';

/**
 * The stylesheets the server sent deferred with a first screen's critical CSS (media="print", so
 * that they do not hold up the first paint; backend/src/platform/web/spa-page.ts), applied, once
 * loaded: the SPA's screens need all of them.
 */
function deferredStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]');
  return Promise.all(
    [...links].map((link) => {
      link.media = 'all';
      if (link.sheet) return undefined;
      return new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      });
    }),
  );
}

/**
 * The SPA into #root. The server's first screen of a public page (prerendered) stays until the
 * SPA draws the same, once the page's route and stylesheets have loaded; drawn as a transition,
 * in slices that leave the main thread free between them (a phone's CPU spent over a second in
 * one task drawing the home page).
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  await Promise.all([routerReady(), deferredStylesheets()]);
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
