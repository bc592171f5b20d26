import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';

/**
 * Resolves once the browser has painted a frame (a timer set in a frame runs after its paint), or
 * at once in a tab out of sight: a background tab runs no frames until it is shown, and its page
 * would stay inert (the SPA not yet loaded) while the buyer looks at it, until the SPA drew.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** The chunks the server lists for the page to preload once it has painted (spa-page.ts). */
function preloadChunks(): void {
  const listed = document.getElementById('spa-preloads')?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** Resolves in a task of its own: the browser may paint and handle input before it. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The page as the server sent it paints first (a public page's first screen is in its HTML), and
// only then are the SPA's scripts loaded and run: run before it, on a phone's CPU they held that
// paint back by one to two seconds (backend/src/platform/web/spa-page.ts). They run in two tasks,
// React's libraries and then the app: evaluated in one, they blocked a phone for 0.4 s.
void afterFirstPaint()
  .then(() => {
    preloadChunks();
    return import('react-dom/client');
  })
  .then(nextTask)
  .then(() => import('./app/start'))
  .then(({ start }) => start());
