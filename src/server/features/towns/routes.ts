import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { posterOfferId } from '#client/pages/public/towns/copy.ts';
import { townParamsSchema, townSchema, townSlug, townSummarySchema } from '#contracts/towns.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { notFound } from '#server/lib/errors.ts';
import type { Api } from '#server/plugins/zod.ts';
import { indexShell, townDocument, townsIndexDocument } from './html';
import { listTowns, townBySlug } from './service';

/**
 * Public town pages (docs/decisions/034-town-pages.md): the API anyone may call, the pages as HTML
 * (when the web app is built), and the sitemap and robots.txt that point search engines at them.
 */

type Deps = { db: Db; clock: Clock; publicUrl: string; clientDir: string | null };

/** Shops change rarely and the data is public: a minute in any cache is fine. */
const PUBLIC_CACHE = 'public, max-age=60';
/** The pages are index.html with data in it: checked again each time, like index.html (docs/decisions/032). */
const PAGE_CACHE = 'no-cache';

export function townRoutes(app: Api, deps: Deps) {
  const { db, clock, publicUrl } = deps;

  app.get(
    '/api/public/towns',
    { schema: { response: { 200: z.array(townSummarySchema) } }, config: { access: 'public' } },
    async (_request, reply) => {
      reply.header('Cache-Control', PUBLIC_CACHE);
      return listTowns(db, clock.now());
    },
  );

  app.get(
    '/api/public/towns/:slug',
    { schema: { params: townParamsSchema, response: { 200: townSchema } }, config: { access: 'public' } },
    async (request, reply) => {
      const town = await townBySlug(db, request.params.slug, clock.now());
      if (!town) throw notFound('town.not_found');
      reply.header('Cache-Control', PUBLIC_CACHE);
      return town;
    },
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const towns = await listTowns(db, clock.now());
    const urls = ['/', '/towns', ...towns.map((town) => `/towns/${town.slug}`)];
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

  app.get('/towns', async (_request, reply) => {
    const towns = await listTowns(db, clock.now());
    return sendPage(reply, 200, townsIndexDocument(await shell(), { publicUrl, towns }));
  });

  app.get('/towns/:slug', { schema: { params: townParamsSchema } }, async (request, reply) => {
    const { slug } = request.params;
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
    // '/towns/Reading' or '/towns/King's Lynn', typed by hand: the one address of that page.
    const canonical = townSlug(slug);
    if (canonical && canonical !== slug) {
      return reply.redirect(`/towns/${canonical}${search ? `?${search}` : ''}`, 301);
    }
    const town = await townBySlug(db, slug, clock.now());
    const page = townDocument(await shell(), {
      publicUrl,
      slug,
      search,
      town,
      offerId: posterOfferId(search),
    });
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
