import { lazyPage } from './lib/lazy-page';
import { type PageName, pageFor, type Viewer } from './route-table';

/** Both town pages are one module: one import, so the app names its files once. */
const townPages = () => import('./pages/public/towns/page');

/**
 * The pages of the route table (route-table.ts), by name. Every page loads on demand
 * (docs/decisions/019), so each screen fetches only its own code: the landing page is not even React
 * until someone leaves it (main.ts). A link's page starts loading when the pointer rests on the link
 * or it takes the focus (prefetchRoute).
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
} satisfies Record<PageName, unknown>;

export type { PageName };

export { isAppPath, pageFor, type Viewer } from './route-table';

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
