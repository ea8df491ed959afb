/**
 * The `next` query parameter as a same-site path ('/offer/123?x=1'), or null when it is missing
 * or would leave the site ('//evil.example', 'https://…', '/\\evil'). Never returns /login itself.
 */
export function safeNextPath(search: string): string | null {
  const raw = new URLSearchParams(search).get('next');
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (url.pathname === '/login' || url.pathname.startsWith('/api/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** '/login?next=%2Foffer%2F123' for a signed-out visitor who opened a signed-in page. */
export function loginPathFor(path: string): string {
  return path && path !== '/' ? `/login?next=${encodeURIComponent(path)}` : '/login';
}

/** A sign-in or sign-up page's path that keeps a safe `next` ('/register?next=%2Foffer%2F7'). */
export function withNext(path: string, search: string): string {
  const next = safeNextPath(search);
  return next ? `${path}?next=${encodeURIComponent(next)}` : path;
}
