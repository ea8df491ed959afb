import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERRORS } from '#contracts/errors.ts';
import { BROTLI_QUALITY, COMPRESS_THRESHOLD_BYTES, GZIP_LEVEL } from '#server/lib/compressed-text.ts';
import { isAppPath } from '#client/ssr/index.ts';
import { sendError } from './errors';
import { PUBLIC_DOCUMENT_PATHS, publicDocuments } from './public-pages';
import { requestPath } from './security';

/** Vite names every file under assets/ by its content hash, so a name never changes meaning. */
const HASHED_DIR = 'assets';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html, sw.js, the manifest, icons: fetched again whenever the browser may have an old one. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * API answers (JSON, CSV) compressed on the way out when the client asks; static files were
 * compressed once at build time (scripts/precompress.ts) and are sent as they are. Brotli at
 * quality 4 costs about as much CPU as gzip for a far smaller answer; 11 (the default) is for build
 * time only. docs/decisions/032.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
}

/** A page whose path holds a token: never cached, never indexed (the link is someone's credential). */
const TOKEN_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

export type WebAppOptions = {
  /**
   * Pages whose path is `/<prefix>/<token>`: whether the link works now. A link that does not (unknown,
   * revoked, expired) gets the app's 404 page with status 404 (decisions.md section 8).
   */
  tokenPages?: Record<string, (token: string) => Promise<boolean>>;
};

/**
 * The built web app: hashed assets cached for a year, everything else revalidated, `.br`/`.gz`
 * files chosen by Accept-Encoding, and every client-side route answered with index.html, for GET
 * and HEAD alike (docs/decisions/032). A path the app has no page for is answered with index.html
 * too (the app draws its 404 page) but with status 404, as are token links that do not work. The
 * privacy notice and the terms come drawn in, for a browser without JavaScript (public-pages.tsx).
 */
export async function serveWebApp(
  app: FastifyInstance,
  clientDir: string | null,
  options: WebAppOptions = {},
) {
  const hasBuild = clientDir !== null && existsSync(join(clientDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Answered by the server (features/towns: they name the public URL and the towns), even when an
      // older build still has a static copy.
      globIgnore: ['robots.txt', 'robots.txt.*', 'sitemap.xml', 'sitemap.xml.*'],
      cacheControl: false,
      setHeaders: (reply, path) => {
        // A page that chose its own (a token link's no-store) keeps it.
        if (reply.hasHeader('Cache-Control')) return;
        const top = relative(clientDir, path).split(sep)[0];
        reply.header('Cache-Control', top === HASHED_DIR ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
      },
    });
    const documents = publicDocuments(clientDir);
    for (const path of PUBLIC_DOCUMENT_PATHS) {
      app.get(path, async (_request, reply) =>
        reply
          .code(200)
          .type('text/html; charset=utf-8')
          .header('Cache-Control', REVALIDATE_CACHE)
          .send(await documents(path)),
      );
    }
  }
  const tokenPages = Object.entries(options.tokenPages ?? {});
  app.setNotFoundHandler(async (request, reply) => {
    const path = requestPath(request);
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || !readsPage || !hasBuild || /\.[a-z0-9]+$/i.test(path)) {
      return sendError(reply, 404, { code: 'not_found', message: ERRORS.not_found.message });
    }
    // Client-side routes (and the 404 page) are drawn by the web app; the status says which it is.
    let status = isAppPath(path) ? 200 : 404;
    for (const [prefix, linkWorks] of tokenPages) {
      const token = path.startsWith(`/${prefix}/`) ? path.slice(prefix.length + 2) : null;
      if (token === null || token.includes('/')) continue;
      reply.headers(TOKEN_PAGE_HEADERS);
      if (!(await linkWorks(token))) status = 404;
    }
    return reply.code(status).sendFile('index.html');
  });
}
