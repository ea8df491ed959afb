import { DRIVER_USER_TYPE, type UserType } from '#contracts/constants.ts';
import { lazyPage } from './lib/lazy-page';

/** Both town pages are one module: one import, so the app names its files once. */
const townPages = () => import('./pages/public/towns/page');

/**
 * Every page loads on demand (docs/decisions/019), so each screen fetches only its own code: the
 * landing page is not even React until someone leaves it (main.ts). A link's page starts loading when
 * the pointer rests on the link or it takes the focus (prefetchRoute).
 */
export const pages = {
  landing: lazyPage(() => import('./pages/public/landing').then((m) => m.LandingPage)),
  login: lazyPage(() => import('./pages/public/login').then((m) => m.LoginPage)),
  register: lazyPage(() => import('./pages/public/register').then((m) => m.RegisterPage)),
  retailerSignup: lazyPage(() => import('./pages/public/retailer-signup').then((m) => m.RetailerSignupPage)),
  forgotPassword: lazyPage(() => import('./pages/public/forgot-password').then((m) => m.ForgotPasswordPage)),
  resetPassword: lazyPage(() => import('./pages/public/reset-password').then((m) => m.ResetPasswordPage)),
  profile: lazyPage(() => import('./pages/profile/profile').then((m) => m.ProfilePage)),
  // Where a sign-out link from another site lands: a button, not a sign-out (docs/decisions/045).
  signOut: lazyPage(() => import('./pages/profile/sign-out').then((m) => m.SignOutPage)),
  driverHome: lazyPage(() => import('./pages/driver/home').then((m) => m.DriverHomePage)),
  browseOffers: lazyPage(() => import('./pages/driver/browse-offers/page').then((m) => m.BrowseOffersPage)),
  redeemOffer: lazyPage(() => import('./pages/driver/redeem-offer/page').then((m) => m.RedeemOfferPage)),
  uploadTicket: lazyPage(() => import('./pages/driver/upload-ticket/page').then((m) => m.UploadTicketPage)),
  history: lazyPage(() => import('./pages/driver/history').then((m) => m.HistoryPage)),
  retailerPortal: lazyPage(() => import('./pages/retailer/portal').then((m) => m.RetailerPortalPage)),
  retailerPoster: lazyPage(() => import('./pages/retailer/poster').then((m) => m.RetailerPosterPage)),
  adminDashboard: lazyPage(() => import('./pages/admin/dashboard').then((m) => m.AdminDashboardPage)),
  townReport: lazyPage(() => import('./pages/public/town-report/page').then((m) => m.TownReportPage)),
  notFound: lazyPage(() => import('./pages/not-found').then((m) => m.NotFoundPage)),
  accessDenied: lazyPage(() => import('./pages/access-denied').then((m) => m.AccessDeniedPage)),
  // Public town pages (docs/decisions/034), for everyone, signed in or not.
  towns: lazyPage(() => townPages().then((m) => m.TownsIndexPage)),
  town: lazyPage(() => townPages().then((m) => m.TownPage)),
  // The weekly summary's unsubscribe link (docs/decisions/036): no sign-in.
  unsubscribe: lazyPage(() => import('./pages/public/unsubscribe').then((m) => m.UnsubscribePage)),
  // The contact e-mail's confirmation link (docs/decisions/045): no sign-in.
  confirmEmail: lazyPage(() => import('./pages/public/confirm-email').then((m) => m.ConfirmEmailPage)),
  // The privacy notice and terms (decisions.md section 5): for everyone; the server also draws them.
  privacy: lazyPage(() => import('./pages/public/privacy').then((m) => m.PrivacyPage)),
  terms: lazyPage(() => import('./pages/public/terms').then((m) => m.TermsPage)),
};

type PageName = keyof typeof pages;

/** Who is looking: a role when signed in, null for a visitor. */
export type Viewer = UserType | null;

const HOME: Record<UserType, PageName> = {
  [DRIVER_USER_TYPE]: 'driverHome',
  retailer: 'retailerPortal',
  admin: 'adminDashboard',
};

/** The page a path shows to this viewer (as routes.tsx draws it), or null for none worth loading. */
export function pageFor(path: string, viewer: Viewer): PageName | null {
  const signedIn = viewer !== null;
  if (path === '/') return viewer ? HOME[viewer] : 'landing';
  if (path === '/forgot-password') return 'forgotPassword';
  if (path === '/privacy') return 'privacy';
  if (path === '/terms') return 'terms';
  if (path === '/towns') return 'towns';
  if (/^\/towns\/[^/]+$/.test(path)) return 'town';
  if (/^\/unsubscribe\/[^/]+$/.test(path)) return 'unsubscribe';
  if (/^\/confirm-email\/[^/]+$/.test(path)) return 'confirmEmail';
  if (path === '/reset-password') return 'resetPassword';
  // A town report's link needs no sign-in (docs/decisions/035).
  if (/^\/reports\/[^/]+$/.test(path)) return 'townReport';
  if (path === '/login') return signedIn ? null : 'login';
  if (path === '/register') return signedIn ? null : 'register';
  if (path === '/retailer-signup') return signedIn ? null : 'retailerSignup';
  if (!signedIn) return null;
  if (path === '/profile') return 'profile';
  if (path === '/sign-out') return 'signOut';
  if (path === '/admin') return viewer === 'admin' ? 'adminDashboard' : null;
  if (viewer === DRIVER_USER_TYPE) {
    if (path === '/upload-ticket') return 'uploadTicket';
    if (path === '/browse-offers') return 'browseOffers';
    if (path === '/history') return 'history';
    if (/^\/(offer|redeem-offer)\/[^/]+$/.test(path)) return 'redeemOffer';
  }
  if (viewer === 'retailer') {
    if (path === '/retailer') return 'retailerPortal';
    if (path === '/retailer/poster') return 'retailerPoster';
  }
  return null;
}

const VIEWERS: Viewer[] = [null, DRIVER_USER_TYPE, 'retailer', 'admin'];

/**
 * Whether `path` is a page of the app for someone (a visitor, or a role once signed in, so /history
 * counts for a signed-out visitor too: they are asked to sign in). The server answers the rest with
 * the 404 page and status 404 (decisions.md section 8, server/plugins/web-app.ts).
 */
export function isAppPath(path: string): boolean {
  return VIEWERS.some((viewer) => pageFor(path, viewer) !== null);
}

/** Loads the code of the page `path` shows to `viewer`, so its first render does not suspend. */
export function loadRoute(path: string, viewer: Viewer): Promise<void> {
  const name = pageFor(path, viewer);
  return name ? pages[name].load() : Promise.resolve();
}

/** Starts loading the code of the page `path` shows to `viewer` (a link hovered or focused). */
export function prefetchRoute(path: string, viewer: Viewer): void {
  const name = pageFor(path, viewer);
  if (name) pages[name].preload();
}
