import { type ComponentProps, type ComponentType, type ReactNode, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import type { User } from '#contracts/auth.ts';
import { FullScreenLoader } from './components/full-screen-loader';
import { RoutePage } from './components/route-boundary';
import { useCurrentUser } from './features/auth/api';
import { loginPathFor, safeNextPath } from './lib/safe-next';
import { type PageName, pages } from './route-pages';
import {
  isEveryones,
  outcome,
  paramNames,
  ROUTES,
  type Route as TableRoute,
  type Who,
  whoIs,
} from './route-table';

/** What a route gives its page: the signed-in user, and its path's parameters by name. */
type RouteProps = { user: User; token: string; slug: string; retailerId: string };

// Every page takes no more than a route gives it: a page wanting another prop does not compile here.
pages satisfies { [N in PageName]: RouteProps extends ComponentProps<(typeof pages)[N]> ? unknown : never };

/** A route's page inside its own error boundary and loader (components/route-boundary.tsx). */
const page = (element: ReactNode) => <RoutePage>{element}</RoutePage>;

/**
 * The app's switches, drawn from the route table (route-table.ts, docs/decisions/019). Everyone's
 * pages are drawn at once. For the rest, 'Loading...' while the current user loads; then visitors get
 * the public screens, and each signed-in role its own '/'. Signed-out visitors who open a signed-in
 * page are sent to /login?next=<path>; signed-in people who open /login or /register go on to `next`
 * or /.
 */

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

/** The page `name` for a route's parameters; a new value of one (another token, shop, town) mounts it afresh. */
function drawPage(
  route: TableRoute,
  name: PageName,
  params: Record<string, string | undefined>,
  user?: User,
) {
  const Page = pages[name] as ComponentType<Partial<RouteProps> & { key?: string }>;
  const names = paramNames(route.path);
  const values = Object.fromEntries(names.map((param) => [param, params[param]]));
  const key = names.length > 0 ? names.map((param) => params[param]).join('/') : undefined;
  return page(<Page key={key} {...values} {...(user && { user })} />);
}

/**
 * The <Route> of the table's `route` for `who`: its page, or what the route has for others. None when
 * that is the 404 page: the switch's last route draws it, as for any path the app does not know.
 * (Called, not mapped to JSX inline: the switches are arrays wouter's Switch reads, never rendered as
 * lists, so the routes carry no keys and a page is not mounted afresh on a change of route by one.)
 */
function routeFor(route: TableRoute, who: Who, user?: User): ReactNode {
  const result = outcome(route, who);
  if ('page' in result) {
    const name = result.page;
    return <Route path={route.path}>{(params) => drawPage(route, name, params, user)}</Route>;
  }
  switch (result.instead) {
    case 'sign-in':
      return <Route path={route.path} component={RedirectToLogin} />;
    case 'next-or-home':
      return <Route path={route.path} component={RedirectSignedIn} />;
    case 'home':
      return (
        <Route path={route.path}>
          <Redirect to="/" replace />
        </Route>
      );
    case 'access-denied':
      return <Route path={route.path}>{page(<pages.accessDenied />)}</Route>;
    case 'not-found':
      return null;
  }
}

/** The routes that wait to know who is signed in, for `who`, then the 404 page for any other path. */
function routesFor(who: Who, user?: User) {
  return (
    <Switch>
      {ROUTES.filter((route) => !isEveryones(route)).map((route) => routeFor(route, who, user))}
      <Route>{page(<pages.notFound />)}</Route>
    </Switch>
  );
}

// Two components, so that signing in or out mounts the other's pages afresh.
function VisitorRoutes() {
  return routesFor('visitor');
}

function SignedInRoutes({ user }: { user: User }) {
  return routesFor(whoIs(user.userType), user);
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
      {/* Everyone's pages (the town pages, docs/decisions/034; the privacy notice and terms; links
          sent by e-mail): drawn at once, over the server's copy when it drew one. */}
      <Switch>
        {ROUTES.filter(isEveryones).map((route) => routeFor(route, 'visitor'))}
        <Route>
          <RoutesForUser />
        </Route>
      </Switch>
    </>
  );
}
