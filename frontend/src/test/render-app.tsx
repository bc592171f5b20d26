import type { RouteObject } from 'react-router-dom';
import { AppLayout } from '../app/layout/app-layout';
import { routes } from '../app/router';
import { renderRoutes } from './render';

/**
 * Renders the app's own route table at `path`: a screen in its layout, reached as a visitor would.
 * Here rather than in a feature's tests, which import no app/ code (ADR 0023).
 */
export function renderApp(path = '/') {
  return renderRoutes(routes, path);
}

/** Renders `children` inside the app's layout (header and footer), starting at `path`. */
export function renderInAppLayout(children: RouteObject[], path: string) {
  return renderRoutes([{ element: <AppLayout />, children }], path);
}
