import { DRIVER_USER_TYPE, type UserType } from '#contracts/constants.ts';
import { staticFormId } from '#client/lib/static-page.ts';

/**
 * The web app's routes, in one table (docs/decisions/019): each path, the page it shows to whom, what
 * everyone else gets, who draws its first copy and whether search engines are told about it.
 * Everything else that names a path is derived from it: the app's switches (routes.tsx), the page a
 * link prefetches and whether the server answers 200 or 404 (pageFor, isAppPath), the paths that ask a
 * visitor to sign in, the forms prerendered at build (STATIC_FORMS) and the sitemap's pages.
 *
 * No React and no page code here: the server reads it (through client/ssr), and the app's entry
 * chunk must not grow with it (tests/e2e/budgets.e2e.ts).
 */

/** The app's pages by name; route-pages.ts gives each its code, loaded on demand. */
export type PageName =
  | 'landing'
  | 'login'
  | 'register'
  | 'retailerSignup'
  | 'forgotPassword'
  | 'resetPassword'
  | 'profile'
  | 'signOut'
  | 'driverHome'
  | 'browseOffers'
  | 'redeemOffer'
  | 'uploadTicket'
  | 'history'
  | 'retailerPortal'
  | 'retailerPoster'
  | 'adminDashboard'
  | 'townReport'
  | 'notFound'
  | 'accessDenied'
  | 'towns'
  | 'town'
  | 'unsubscribe'
  | 'confirmEmail'
  | 'privacy'
  | 'terms';

/** Who is looking: a role when signed in, null for a visitor. */
export type Viewer = UserType | null;

/** A viewer by the name the table uses. */
export type Who = 'visitor' | 'driver' | 'retailer' | 'admin';

export const EVERY_WHO: readonly Who[] = ['visitor', 'driver', 'retailer', 'admin'];

/**
 * What someone a route is not for gets instead:
 * - 'sign-in': sent to /login?next=<the path and query> (lib/safe-next.ts loginPathFor);
 * - 'home': sent to /;
 * - 'next-or-home': sent on to a safe `next` of the query, or / (someone who has just signed in);
 * - 'not-found': the 404 page, as any path the app does not know;
 * - 'access-denied': the Access Denied page. Every redirect replaces the history entry.
 */
export type Instead = 'sign-in' | 'home' | 'next-or-home' | 'not-found' | 'access-denied';

/** A route's own page for each viewer who may see it. */
type PageFor = Partial<Record<Who, PageName>>;

export interface Route {
  /** A wouter pattern: `:name` stands for one segment, passed to the page as the prop `name`. */
  readonly path: string;
  /**
   * The page. A name alone: everyone's, drawn at once without waiting to learn who is signed in (the
   * public documents and links sent by e-mail). Otherwise each viewer's own page once the current user
   * is known; viewers missing from it get `visitor` or `signedIn` instead.
   */
  readonly page: PageName | PageFor;
  /** What a visitor the page is not for gets (default 'not-found'). */
  readonly visitor?: Instead;
  /** What a signed-in person the page is not for gets (default 'not-found'). */
  readonly signedIn?: Instead;
  /**
   * Who draws its first copy, when not the app alone: 'landing', prerendered into index.html at build
   * and shown to visitors without React (static-landing.ts); 'form', prerendered at build and shown to
   * visitors while the app loads (main.ts); 'server', drawn into the HTML by the server for browsers
   * without JavaScript and search engines (server/plugins/public-pages.tsx, server/features/towns).
   */
  readonly drawn?: 'landing' | 'form' | 'server';
  /** Listed in sitemap.xml (a pattern with `:name` once for each value the server gives). */
  readonly sitemap?: true;
  /** The document title of a prerendered form (the page's own, as usePageTitle sets it). */
  readonly title?: string;
}

/** The same page for every viewer, once it is known who is signed in. */
const anyone = (page: PageName): PageFor => ({ visitor: page, driver: page, retailer: page, admin: page });
/** The same page for every signed-in role. */
const signedIn = (page: PageName): PageFor => ({ driver: page, retailer: page, admin: page });

/** The sitemap lists its routes in this order. */
export const ROUTES: readonly Route[] = [
  {
    path: '/',
    page: { visitor: 'landing', driver: 'driverHome', retailer: 'retailerPortal', admin: 'adminDashboard' },
    drawn: 'landing',
    sitemap: true,
  },
  // Public town pages (docs/decisions/034), everyone's.
  { path: '/towns', page: 'towns', drawn: 'server', sitemap: true },
  { path: '/towns/:slug', page: 'town', drawn: 'server', sitemap: true },
  // The privacy notice and terms are everyone's, signed in or not (decisions.md section 5).
  { path: '/privacy', page: 'privacy', drawn: 'server', sitemap: true },
  { path: '/terms', page: 'terms', drawn: 'server', sitemap: true },
  // The weekly summary's unsubscribe link, for anyone who has it (docs/decisions/036).
  { path: '/unsubscribe/:token', page: 'unsubscribe' },
  // The contact e-mail's confirmation link, for anyone who has it (docs/decisions/045).
  { path: '/confirm-email/:token', page: 'confirmEmail' },

  // Signed-in people at a sign-in or sign-up form (e.g. just signed in from /login?next=/offer/7)
  // go on to `next` or /.
  { path: '/login', page: { visitor: 'login' }, signedIn: 'next-or-home', drawn: 'form', title: 'Sign In' },
  {
    path: '/register',
    page: { visitor: 'register' },
    signedIn: 'next-or-home',
    drawn: 'form',
    title: 'Create Account',
  },
  {
    path: '/retailer-signup',
    page: { visitor: 'retailerSignup' },
    signedIn: 'home',
    drawn: 'form',
    title: 'Retailer Sign Up',
  },
  { path: '/forgot-password', page: anyone('forgotPassword') },
  { path: '/reset-password', page: anyone('resetPassword') },
  // A town report's link needs no sign-in (docs/decisions/035).
  { path: '/reports/:token', page: anyone('townReport') },

  // Where a sign-out link from another site lands (docs/decisions/045); signed out already: nothing to ask.
  { path: '/sign-out', page: signedIn('signOut'), visitor: 'home' },
  // Pages that only make sense signed in: a visitor is asked to sign in first.
  { path: '/profile', page: signedIn('profile'), visitor: 'sign-in' },
  { path: '/upload-ticket', page: { driver: 'uploadTicket' }, visitor: 'sign-in' },
  { path: '/browse-offers', page: { driver: 'browseOffers' }, visitor: 'sign-in' },
  // Both paths show the same redeem screen (the window poster's QR code opens /offer/{id}).
  { path: '/offer/:retailerId', page: { driver: 'redeemOffer' }, visitor: 'sign-in' },
  { path: '/redeem-offer/:retailerId', page: { driver: 'redeemOffer' }, visitor: 'sign-in' },
  { path: '/history', page: { driver: 'history' }, visitor: 'sign-in' },
  { path: '/retailer', page: { retailer: 'retailerPortal' }, visitor: 'sign-in' },
  { path: '/retailer/poster', page: { retailer: 'retailerPoster' }, visitor: 'sign-in' },
  { path: '/admin', page: { admin: 'adminDashboard' }, visitor: 'sign-in', signedIn: 'access-denied' },
];

export function whoIs(viewer: Viewer): Who {
  if (viewer === null) return 'visitor';
  return viewer === DRIVER_USER_TYPE ? 'driver' : viewer;
}

/** Whether the route is everyone's, drawn before the current user is known. */
export const isEveryones = (route: Route): route is Route & { page: PageName } =>
  typeof route.page === 'string';

/** What `who` gets at `route`: a page of its own, or what the route has for others. */
export function outcome(route: Route, who: Who): { page: PageName } | { instead: Instead } {
  if (typeof route.page === 'string') return { page: route.page };
  const page = route.page[who];
  if (page) return { page };
  return { instead: (who === 'visitor' ? route.visitor : route.signedIn) ?? 'not-found' };
}

/** The names of a pattern's parameters ('/offer/:retailerId' -> ['retailerId']). */
export const paramNames = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((part) => part.startsWith(':'))
    .map((part) => part.slice(1));

/**
 * Whether `path` is one of `pattern`'s: the same segments, `:name` standing for any one non-empty
 * segment. Exact, as the server's statuses have always been: no trailing slash, letters as written.
 */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]))
  );
}

/** The route `path` belongs to, if any. */
export const routeFor = (path: string): Route | undefined =>
  ROUTES.find((route) => matches(route.path, path));

/** The page a path shows to this viewer (as routes.tsx draws it), or null for none worth loading. */
export function pageFor(path: string, viewer: Viewer): PageName | null {
  const route = routeFor(path);
  if (!route) return null;
  const result = outcome(route, whoIs(viewer));
  return 'page' in result ? result.page : null;
}

/**
 * Whether `path` is a page of the app for someone (a visitor, or a role once signed in, so /history
 * counts for a signed-out visitor too: they are asked to sign in). The server answers the rest with
 * the 404 page and status 404 (decisions.md section 8, server/plugins/web-app.ts).
 */
export function isAppPath(path: string): boolean {
  const route = routeFor(path);
  return route !== undefined && EVERY_WHO.some((who) => 'page' in outcome(route, who));
}

// The lists below are worked out once, from the table; marked pure so that a bundle that does not use
// one (the app uses none of them) leaves it out.

/** Paths that only make sense signed in: a visitor opening one is asked to sign in first. */
export const SIGNED_IN_PATHS: readonly string[] = /* @__PURE__ */ signedInPaths();

function signedInPaths(): string[] {
  return ROUTES.filter((route) => route.visitor === 'sign-in').map((route) => route.path);
}

export interface StaticForm {
  path: string;
  /** The id of its <template> in index.html. */
  id: string;
  title: string;
  /** The page a visitor sees there. */
  page: PageName;
}

/**
 * The sign-in and sign-up forms prerendered into index.html at build time (prerender.tsx), shown to a
 * visitor at once while the app loads (main.ts).
 */
export const STATIC_FORMS: readonly StaticForm[] = /* @__PURE__ */ staticForms();

function staticForms(): StaticForm[] {
  return ROUTES.filter((route) => route.drawn === 'form').map((route) => {
    const page = typeof route.page === 'string' ? route.page : route.page.visitor;
    if (!page || !route.title) throw new Error(`The form ${route.path} needs a visitor's page and a title`);
    return { path: route.path, id: staticFormId(route.path), title: route.title, page };
  });
}

/** The routes the server draws into the HTML itself (everyone's), with their page. */
export const SERVER_DRAWN_ROUTES: readonly (Route & { page: PageName })[] = /* @__PURE__ */ serverDrawn();

function serverDrawn() {
  return ROUTES.filter(isEveryones).filter((route) => route.drawn === 'server');
}

/**
 * The paths sitemap.xml lists, in the table's order: each route marked for it, a pattern once for
 * each value `values` gives its parameter (`{ slug: ['reading'] }` lists /towns/reading).
 */
export function sitemapPaths(values: Record<string, readonly string[]>): string[] {
  return ROUTES.filter((route) => route.sitemap).flatMap((route) => {
    const [name, ...more] = paramNames(route.path);
    if (name === undefined) return [route.path];
    if (more.length > 0) throw new Error(`The sitemap lists patterns of one parameter, not ${route.path}`);
    return (values[name] ?? []).map((value) => route.path.replace(`:${name}`, value));
  });
}
