import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { PRODUCT_NAME } from '#contracts/constants.ts';
import { LOAD_ERROR_TITLE, RouteErrorScreen } from './components/route-error';
import { LANDING_TITLE, LandingPage } from './pages/public/landing';

export interface StaticPage {
  /** The document title, as usePageTitle would set it. */
  title: string;
  html: string;
}

/**
 * The pages drawn into index.html at build time (vite.config.ts), from the very components the app
 * renders: the landing page, shown to visitors at / without React (static-landing.ts), and the
 * screen for an app that cannot be loaded (main.ts). Runs in Node during the build, never in the browser.
 */
export function renderStaticPages(): { landing: StaticPage; loadError: StaticPage } {
  const render = (element: ReactNode) => renderToStaticMarkup(<Router ssrPath="/">{element}</Router>);
  return {
    landing: { title: `${LANDING_TITLE} · ${PRODUCT_NAME}`, html: render(<LandingPage />) },
    loadError: {
      title: `${LOAD_ERROR_TITLE} · ${PRODUCT_NAME}`,
      html: render(<RouteErrorScreen kind="load" />),
    },
  };
}
