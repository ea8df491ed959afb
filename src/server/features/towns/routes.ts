import { existsSync } from 'node:fs';
import { addressKey } from '#server/lib/address-key.ts';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { posterOfferId, sitemapPaths } from '#client/ssr/index.ts';
import { townParamsSchema, townSchema, townSlug, townSummarySchema } from '#contracts/towns.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { notFound, tooManyRequests } from '#server/lib/errors.ts';
import { memoryThrottle } from '#server/lib/throttle.ts';
import type { Api } from '#server/plugins/zod.ts';
import { indexShell, townDocument, townsIndexDocument } from './html';
import { townData } from './service';

/**
 * Public town pages (docs/decisions/034-town-pages.md): the API anyone may call, the pages as HTML
 * (when the web app is built), and the sitemap and robots.txt that point search engines at them.
 */

type Deps = { db: Db; clock: Clock; publicUrl: string; clientDir: string | null };

/** Shops change rarely and the data is public: a minute in any cache is fine. */
const PUBLIC_CACHE = 'public, max-age=60';
/** The pages are index.html with data in it: checked again each time, like index.html (docs/decisions/032). */
const PAGE_CACHE = 'no-cache';

/**
 * Town pages, their API and the sitemap together: at most this many requests a minute from one
 * address (docs/decisions/045). Counted in this server's memory: a throttle against one client, not
 * a security limit, and a database counter would make every public view a write.
 */
export const TOWN_REQUESTS_PER_MINUTE = 120;
const MINUTE_MS = 60_000;
/** Addresses tracked at once; past that the oldest window is forgotten (bounded memory). */
const THROTTLE_MAX_ADDRESSES = 50_000;
const THROTTLED_MESSAGE =
  'Too many requests for town pages from your address. Please wait a minute and try again.';

export function townRoutes(app: Api, deps: Deps) {
  const { db, clock, publicUrl } = deps;
  const towns = townData({ db, clock });
  const throttle = memoryThrottle({
    limit: TOWN_REQUESTS_PER_MINUTE,
    windowMs: MINUTE_MS,
    maxKeys: THROTTLE_MAX_ADDRESSES,
    now: () => clock.now().getTime(),
  });
  /** Counts the request against its address before any work; past the limit, 429 with Retry-After. */
  const view = (request: FastifyRequest) => {
    const retryAfterSeconds = throttle.hit(addressKey(request.ip));
    if (retryAfterSeconds !== null) {
      throw tooManyRequests('rate_limited', { message: THROTTLED_MESSAGE, retryAfterSeconds });
    }
    return towns.view();
  };

  app.get(
    '/api/public/towns',
    { schema: { response: { 200: z.array(townSummarySchema) } }, config: { access: 'public' } },
    async (request, reply) => {
      const towns = await (await view(request)).listTowns();
      reply.header('Cache-Control', PUBLIC_CACHE);
      return towns;
    },
  );

  app.get(
    '/api/public/towns/:slug',
    { schema: { params: townParamsSchema, response: { 200: townSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const town = await (await view(request)).townBySlug(request.params.slug);
      if (!town) throw notFound('town.not_found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return town;
    },
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const towns = await (await view(request)).listTowns();
    // The route table's pages for search engines (client/route-table.ts), each town's among them.
    const urls = sitemapPaths({ slug: towns.map((town) => town.slug) });
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', PUBLIC_CACHE).send(body);
  });

  app.get('/robots.txt', async (_request, reply) => {
    const body = ['User-agent: *', 'Allow: /', 'Disallow: /api/', `Sitemap: ${publicUrl}/sitemap.xml`, ''];
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', PUBLIC_CACHE)
      .send(body.join('\n'));
  });

  // The pages need the built index.html; without it (API tests, `npm run dev`) the app draws them.
  const { clientDir } = deps;
  if (!clientDir || !existsSync(join(clientDir, 'index.html'))) return;
  const shell = indexShell(clientDir);
  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('Cache-Control', PAGE_CACHE).send(html);

  app.get('/towns', async (request, reply) => {
    const data = await view(request);
    const towns = await data.listTowns();
    const html = await shell();
    return sendPage(
      reply,
      200,
      data.page('index', html, () => townsIndexDocument(html, { publicUrl, towns })),
    );
  });

  app.get('/towns/:slug', { schema: { params: townParamsSchema } }, async (request, reply) => {
    const data = await view(request);
    const { slug } = request.params;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    // '/towns/Reading' or '/towns/King's Lynn', typed by hand: the one address of that page.
    const canonical = townSlug(slug);
    if (canonical && canonical !== slug) {
      return reply.redirect(`/towns/${canonical}${search ? `?${search}` : ''}`, 301);
    }
    const town = await data.townBySlug(slug);
    const html = await shell();
    const draw = () => townDocument(html, { publicUrl, slug, search, town, offerId: posterOfferId(search) });
    // A known town's plain page is drawn once per version; a query string (a poster's ?offer=) or an
    // unknown slug is drawn each time, within the throttle (there are too many of them to keep).
    if (town && !search)
      return sendPage(
        reply,
        200,
        data.page(`town:${slug}`, html, () => draw().html),
      );
    const page = draw();
    return sendPage(reply, page.status, page.html);
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
