import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { PRODUCT_NAME } from '#contracts/constants.ts';
import { LOAD_ERROR_TITLE, RouteErrorScreen } from './components/route-error';
import { STATIC_FORMS } from './lib/static-forms';
import { LANDING_TITLE, LandingPage } from './pages/public/landing';
import { LoginPage } from './pages/public/login';
import { RegisterPage } from './pages/public/register';
import { RetailerSignupPage } from './pages/public/retailer-signup';

export interface StaticPage {
  /** The document title, as usePageTitle would set it. */
  title: string;
  html: string;
}

/**
 * The pages drawn into index.html at build time (vite.config.ts), from the very components the app
 * renders: the landing page, shown to visitors at / without React (static-landing.ts), the sign-in
 * and sign-up forms, shown while the app loads (main.ts), and the screen for an app that cannot be
 * loaded (main.ts). Runs in Node during the build, never in the browser.
 */
export function renderStaticPages(): {
  landing: StaticPage;
  loadError: StaticPage;
  forms: (StaticPage & { id: string })[];
} {
  const render = (element: ReactNode, path = '/') =>
    renderToStaticMarkup(
      <QueryClientProvider client={new QueryClient()}>
        <Router ssrPath={path}>{element}</Router>
      </QueryClientProvider>,
    );
  return {
    landing: { title: `${LANDING_TITLE} · ${PRODUCT_NAME}`, html: render(<LandingPage />) },
    loadError: {
      title: `${LOAD_ERROR_TITLE} · ${PRODUCT_NAME}`,
      html: render(<RouteErrorScreen kind="load" />),
    },
    // The sign-in and sign-up forms, shown while the app loads (main.ts STATIC_FORMS).
    forms: STATIC_FORMS.map(({ path, id, title }) => {
      const Page = { '/login': LoginPage, '/register': RegisterPage, '/retailer-signup': RetailerSignupPage }[
        path
      ];
      return { id, title: `${title} · ${PRODUCT_NAME}`, html: render(<Page />, path) };
    }),
  };
}
