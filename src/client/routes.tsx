import { lazy, Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import type { User } from '#contracts/auth.ts';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import { FullScreenLoader } from './components/full-screen-loader';
import { useCurrentUser } from './features/auth/api';
import { loginPathFor, safeNextPath } from './lib/safe-next';
import { AccessDeniedPage } from './pages/access-denied';
import { NotFoundPage } from './pages/not-found';
import { ForgotPasswordPage } from './pages/public/forgot-password';
import { LandingPage } from './pages/public/landing';
import { LoginPage } from './pages/public/login';
import { RegisterPage } from './pages/public/register';
import { ResetPasswordPage } from './pages/public/reset-password';
import { RetailerSignupPage } from './pages/public/retailer-signup';

// Signed-in areas load on demand, so the landing page and sign-in stay light.
const ProfilePage = lazy(() => import('./pages/profile/profile').then((m) => ({ default: m.ProfilePage })));
const DriverHomePage = lazy(() => import('./pages/driver/home').then((m) => ({ default: m.DriverHomePage })));
const BrowseOffersPage = lazy(() =>
  import('./pages/driver/browse-offers/page').then((m) => ({ default: m.BrowseOffersPage })),
);
const RedeemOfferPage = lazy(() =>
  import('./pages/driver/redeem-offer/page').then((m) => ({ default: m.RedeemOfferPage })),
);
const UploadTicketPage = lazy(() =>
  import('./pages/driver/upload-ticket/page').then((m) => ({ default: m.UploadTicketPage })),
);
const HistoryPage = lazy(() => import('./pages/driver/history').then((m) => ({ default: m.HistoryPage })));
const RetailerPortalPage = lazy(() =>
  import('./pages/retailer/portal').then((m) => ({ default: m.RetailerPortalPage })),
);
const RetailerPosterPage = lazy(() =>
  import('./pages/retailer/poster').then((m) => ({ default: m.RetailerPosterPage })),
);
const AdminDashboardPage = lazy(() =>
  import('./pages/admin/dashboard').then((m) => ({ default: m.AdminDashboardPage })),
);

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
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/" component={LandingPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/register" component={RegisterPage} />
      <Route path="/retailer-signup" component={RetailerSignupPage} />
      {SIGNED_IN_PATHS.map((path) => (
        <Route key={path} path={path} component={RedirectToLogin} />
      ))}
      <Route component={NotFoundPage} />
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
      <Route path="/">
        <DriverHomePage user={user} />
      </Route>
      <Route path="/upload-ticket">
        <UploadTicketPage />
      </Route>
      <Route path="/browse-offers">
        <BrowseOffersPage />
      </Route>
      {/* Both paths show the same redeem screen (the window poster's QR code opens /offer/{id}). */}
      <Route path="/offer/:retailerId">
        {(params) => <RedeemOfferPage key={params.retailerId} retailerId={params.retailerId} />}
      </Route>
      <Route path="/redeem-offer/:retailerId">
        {(params) => <RedeemOfferPage key={params.retailerId} retailerId={params.retailerId} />}
      </Route>
      <Route path="/history">
        <HistoryPage />
      </Route>
    </>
  );
}

function SignedInRoutes({ user }: { user: User }) {
  const role = user.userType;
  return (
    <Switch>
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/login" component={RedirectSignedIn} />
      <Route path="/register" component={RedirectSignedIn} />
      <Route path="/retailer-signup">
        <Redirect to="/" replace />
      </Route>
      <Route path="/profile">
        <ProfilePage user={user} />
      </Route>
      <Route path="/admin">
        {role === 'admin' ? <AdminDashboardPage user={user} /> : <AccessDeniedPage />}
      </Route>

      {role === DRIVER_USER_TYPE ? driverRoutes(user) : null}

      {role === 'retailer' ? (
        <>
          <Route path="/">
            <RetailerPortalPage user={user} />
          </Route>
          <Route path="/retailer">
            <RetailerPortalPage user={user} />
          </Route>
          <Route path="/retailer/poster">
            <RetailerPosterPage user={user} />
          </Route>
        </>
      ) : null}

      {role === 'admin' ? (
        <Route path="/">
          <AdminDashboardPage user={user} />
        </Route>
      ) : null}

      <Route component={NotFoundPage} />
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

export function AppRoutes() {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <FullScreenLoader />;
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<FullScreenLoader />}>
        {user ? <SignedInRoutes user={user} /> : <VisitorRoutes />}
      </Suspense>
    </>
  );
}
