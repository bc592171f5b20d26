import '@mantine/core/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server's first screen of a public page (prerendered) stays until the SPA draws the same,
// once the page's route has loaded; drawn as a transition, in slices that leave the main thread
// free between them (a phone's CPU spent over a second in one task drawing the home page).
void routerReady().then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  ),
);
