import { DRIVER_USER_TYPE, type UserType } from '#contracts/constants.ts';
import { lazyPage } from './lib/lazy-page';

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
  driverHome: lazyPage(() => import('./pages/driver/home').then((m) => m.DriverHomePage)),
  browseOffers: lazyPage(() => import('./pages/driver/browse-offers/page').then((m) => m.BrowseOffersPage)),
  redeemOffer: lazyPage(() => import('./pages/driver/redeem-offer/page').then((m) => m.RedeemOfferPage)),
  uploadTicket: lazyPage(() => import('./pages/driver/upload-ticket/page').then((m) => m.UploadTicketPage)),
  history: lazyPage(() => import('./pages/driver/history').then((m) => m.HistoryPage)),
  retailerPortal: lazyPage(() => import('./pages/retailer/portal').then((m) => m.RetailerPortalPage)),
  retailerPoster: lazyPage(() => import('./pages/retailer/poster').then((m) => m.RetailerPosterPage)),
  adminDashboard: lazyPage(() => import('./pages/admin/dashboard').then((m) => m.AdminDashboardPage)),
  notFound: lazyPage(() => import('./pages/not-found').then((m) => m.NotFoundPage)),
  accessDenied: lazyPage(() => import('./pages/access-denied').then((m) => m.AccessDeniedPage)),
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
  if (path === '/reset-password') return 'resetPassword';
  if (path === '/login') return signedIn ? null : 'login';
  if (path === '/register') return signedIn ? null : 'register';
  if (path === '/retailer-signup') return signedIn ? null : 'retailerSignup';
  if (!signedIn) return null;
  if (path === '/profile') return 'profile';
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

/** Starts loading the code of the page `path` shows to `viewer` (a link hovered or focused). */
export function prefetchRoute(path: string, viewer: Viewer): void {
  const name = pageFor(path, viewer);
  if (name) pages[name].preload();
}
