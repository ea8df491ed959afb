import type { ComponentType, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { PRODUCT_NAME } from '#contracts/constants.ts';
import { LOAD_ERROR_TITLE, RouteErrorScreen } from './components/route-error';
import { LANDING_TITLE, LandingPage } from './pages/public/landing';
import { LoginPage } from './pages/public/login';
import { RegisterPage } from './pages/public/register';
import { RetailerSignupPage } from './pages/public/retailer-signup';
import type { PageName } from './route-pages';
import { ROUTES, STATIC_FORMS } from './route-table';

/** The components of the pages the route table has drawn at build ('landing' and 'form'), by name. */
const PRERENDERED: Partial<Record<PageName, ComponentType>> = {
  landing: LandingPage,
  login: LoginPage,
  register: RegisterPage,
  retailerSignup: RetailerSignupPage,
};

function prerendered(page: PageName | undefined, path: string): ComponentType {
  const Page = page && PRERENDERED[page];
  if (!Page) throw new Error(`The route table has ${path} drawn at build: prerender.tsx needs its page`);
  return Page;
}

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
  const landing = ROUTES.find((route) => route.drawn === 'landing');
  if (!landing || typeof landing.page === 'string') throw new Error('The route table has no landing page');
  const Landing = prerendered(landing.page.visitor, landing.path);
  return {
    landing: { title: `${LANDING_TITLE} · ${PRODUCT_NAME}`, html: render(<Landing />, landing.path) },
    loadError: {
      title: `${LOAD_ERROR_TITLE} · ${PRODUCT_NAME}`,
      html: render(<RouteErrorScreen kind="load" />),
    },
    // The sign-in and sign-up forms, shown while the app loads (main.ts).
    forms: STATIC_FORMS.map(({ path, id, title, page }) => {
      const Page = prerendered(page, path);
      return { id, title: `${title} · ${PRODUCT_NAME}`, html: render(<Page />, path) };
    }),
  };
}
