import { type ReactNode, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import type { User } from '#contracts/auth.ts';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import { FullScreenLoader } from './components/full-screen-loader';
import { RoutePage } from './components/route-boundary';
import { useCurrentUser } from './features/auth/api';
import { loginPathFor, safeNextPath } from './lib/safe-next';
import { pages } from './route-pages';

const {
  landing: LandingPage,
  login: LoginPage,
  register: RegisterPage,
  retailerSignup: RetailerSignupPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  profile: ProfilePage,
  signOut: SignOutPage,
  driverHome: DriverHomePage,
  browseOffers: BrowseOffersPage,
  redeemOffer: RedeemOfferPage,
  uploadTicket: UploadTicketPage,
  history: HistoryPage,
  retailerPortal: RetailerPortalPage,
  retailerPoster: RetailerPosterPage,
  adminDashboard: AdminDashboardPage,
  townReport: TownReportPage,
  notFound: NotFoundPage,
  accessDenied: AccessDeniedPage,
  towns: TownsIndexPage,
  town: TownPage,
  unsubscribe: UnsubscribePage,
  confirmEmail: ConfirmEmailPage,
  privacy: PrivacyPage,
  terms: TermsPage,
} = pages;

/** A route's page inside its own error boundary and loader (components/route-boundary.tsx). */
const page = (element: ReactNode) => <RoutePage>{element}</RoutePage>;

/**
 * The route table of docs/decisions/019. While the current user loads: 'Loading...'. Then visitors get
 * the public screens, and each signed-in role its own '/'. Signed-out visitors who open a signed-in
 * page are sent to /login?next=<path>; signed-in people who open /login or /register go to /.
 */

/** Paths that only make sense signed in: a visitor opening one is asked to log in first. */
export const SIGNED_IN_PATHS = [
  '/upload-ticket',
  '/browse-offers',
  '/offer/:retailerId',
  '/redeem-offer/:retailerId',
  '/history',
  '/profile',
  '/retailer',
  '/retailer/poster',
  '/admin',
] as const;

function RedirectToLogin() {
  const [location] = useLocation();
  const search = useSearch();
  return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
}

/**
 * A signed-in person at /login or /register (e.g. just signed in or up from /login?next=/offer/7)
 * goes on to `next` or /.
 */
function RedirectSignedIn() {
  const search = useSearch();
  return <Redirect to={safeNextPath(search) ?? '/'} replace />;
}

function VisitorRoutes() {
  return (
    <Switch>
      <Route path="/forgot-password">{page(<ForgotPasswordPage />)}</Route>
      <Route path="/reset-password">{page(<ResetPasswordPage />)}</Route>
      <Route path="/reports/:token">
        {(params) => page(<TownReportPage key={params.token} token={params.token} />)}
      </Route>
      <Route path="/">{page(<LandingPage />)}</Route>
      <Route path="/login">{page(<LoginPage />)}</Route>
      <Route path="/register">{page(<RegisterPage />)}</Route>
      <Route path="/retailer-signup">{page(<RetailerSignupPage />)}</Route>
      {/* Signed out already: nothing to ask. */}
      <Route path="/sign-out">
        <Redirect to="/" replace />
      </Route>
      {SIGNED_IN_PATHS.map((path) => (
        <Route key={path} path={path} component={RedirectToLogin} />
      ))}
      <Route>{page(<NotFoundPage />)}</Route>
    </Switch>
  );
}

/**
 * The driver's routes, as a fragment the Switch can see into. (A component here would be one
 * element without a `path`, which a wouter Switch treats as its catch-all: every unknown path
 * would render it, blank, instead of the 404 page.)
 */
function driverRoutes(user: User) {
  return (
    <>
      <Route path="/">{page(<DriverHomePage user={user} />)}</Route>
      <Route path="/upload-ticket">{page(<UploadTicketPage />)}</Route>
      <Route path="/browse-offers">{page(<BrowseOffersPage />)}</Route>
      {/* Both paths show the same redeem screen (the window poster's QR code opens /offer/{id}). */}
      <Route path="/offer/:retailerId">
        {(params) => page(<RedeemOfferPage key={params.retailerId} retailerId={params.retailerId} />)}
      </Route>
      <Route path="/redeem-offer/:retailerId">
        {(params) => page(<RedeemOfferPage key={params.retailerId} retailerId={params.retailerId} />)}
      </Route>
      <Route path="/history">{page(<HistoryPage />)}</Route>
    </>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  const role = user.userType;
  return (
    <Switch>
      <Route path="/forgot-password">{page(<ForgotPasswordPage />)}</Route>
      <Route path="/reset-password">{page(<ResetPasswordPage />)}</Route>
      <Route path="/reports/:token">
        {(params) => page(<TownReportPage key={params.token} token={params.token} />)}
      </Route>
      <Route path="/login" component={RedirectSignedIn} />
      <Route path="/register" component={RedirectSignedIn} />
      <Route path="/retailer-signup">
        <Redirect to="/" replace />
      </Route>
      <Route path="/profile">{page(<ProfilePage user={user} />)}</Route>
      <Route path="/sign-out">{page(<SignOutPage />)}</Route>
      <Route path="/admin">
        {role === 'admin' ? page(<AdminDashboardPage user={user} />) : page(<AccessDeniedPage />)}
      </Route>

      {role === DRIVER_USER_TYPE ? driverRoutes(user) : null}

      {role === 'retailer' ? (
        <>
          <Route path="/">{page(<RetailerPortalPage user={user} />)}</Route>
          <Route path="/retailer">{page(<RetailerPortalPage user={user} />)}</Route>
          <Route path="/retailer/poster">{page(<RetailerPosterPage user={user} />)}</Route>
        </>
      ) : null}

      {role === 'admin' ? <Route path="/">{page(<AdminDashboardPage user={user} />)}</Route> : null}

      <Route>{page(<NotFoundPage />)}</Route>
    </Switch>
  );
}

/** Each new screen starts at the top, as a full page load would. */
function ScrollToTop() {
  const [location] = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of path.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

/** Each role's routes once the current user is known: 'Loading...' until then. */
function RoutesForUser() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenLoader />;
  return user ? <SignedInRoutes user={user} /> : <VisitorRoutes />;
}

export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      {/* The town pages are everyone's (docs/decisions/034): drawn at once, over the server's copy. */}
      <Switch>
        {/* The privacy notice and terms are everyone's, signed in or not (decisions.md section 5). */}
        <Route path="/privacy">{page(<PrivacyPage />)}</Route>
        <Route path="/terms">{page(<TermsPage />)}</Route>
        <Route path="/towns">{page(<TownsIndexPage />)}</Route>
        <Route path="/towns/:slug">
          {(params) => page(<TownPage key={params.slug} slug={params.slug} />)}
        </Route>
        {/* The weekly summary's unsubscribe link, for anyone who has it (docs/decisions/036). */}
        <Route path="/unsubscribe/:token">
          {(params) => page(<UnsubscribePage key={params.token} token={params.token} />)}
        </Route>
        {/* The contact e-mail's confirmation link, for anyone who has it (docs/decisions/045). */}
        <Route path="/confirm-email/:token">
          {(params) => page(<ConfirmEmailPage key={params.token} token={params.token} />)}
        </Route>
        <Route>
          <RoutesForUser />
        </Route>
      </Switch>
    </>
  );
}
