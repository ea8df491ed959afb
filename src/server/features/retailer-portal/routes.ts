import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  checkCodeQuerySchema,
  checkedRedemptionSchema,
  discountUpdateSchema,
  ownRetailerSchema,
  redemptionDaySchema,
  retailerProfileUpdateSchema,
  retailerRedemptionSchema,
  retailerStatsSchema,
} from '#contracts/retailer-portal.ts';
import type { Access } from '#server/plugins/access.ts';
import { requireUser } from '#server/plugins/session.ts';
import { type Api, idParams } from '#server/plugins/zod.ts';
import { toOwnRetailer } from '#server/features/retailers/index.ts';
import { checkConfirmationCode } from './check-code';
import { redemptionsCsvChunks, redemptionsCsvFilename } from './csv';
import {
  ownRetailerOf,
  type PortalContext,
  retailerFor,
  toggleActive,
  updateDiscount,
  updateProfile,
} from './service';
import { allRedemptionPages, recentRedemptions, redemptionsPerDay, retailerStats } from './stats';

/** Retailers for their own shop; admins for any (docs/decisions/018). */
const portal = { access: ['retailer', 'admin'] as const satisfies Access };

/**
 * The retailer portal (docs/decisions/006, 018). Every route: signed
 * in (401), a retailer or an admin (403), both by the access rule; then the record must be the
 * retailer's own (404); admins may act on any.
 */
export function retailerPortalRoutes(app: Api, ctx: PortalContext) {
  const { db, clock } = ctx;

  /** The caller and the retailer named by :id, after the owner check. */
  const target = async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const user = requireUser(request);
    return { user, retailer: await retailerFor(db, user, request.params.id) };
  };

  app.get(
    '/api/retailers/me',
    { schema: { response: { 200: ownRetailerSchema } }, config: portal },
    async (request) => toOwnRetailer(db, await ownRetailerOf(db, requireUser(request).id), clock.now()),
  );

  app.get(
    '/api/stats/retailer/:id',
    { schema: { params: idParams, response: { 200: retailerStatsSchema } }, config: portal },
    async (request) => retailerStats(db, (await target(request)).retailer.id, clock.now()),
  );

  app.get(
    '/api/redemptions/retailer/:id',
    { schema: { params: idParams, response: { 200: z.array(retailerRedemptionSchema) } }, config: portal },
    async (request) => recentRedemptions(db, (await target(request)).retailer.id),
  );

  // 'Check a code' at the till. `me` names the caller's own shop (a retailer needs no id to ask).
  app.get(
    '/api/retailers/:id/redemptions/check',
    {
      schema: {
        params: idParams,
        querystring: checkCodeQuerySchema,
        response: { 200: checkedRedemptionSchema },
      },
      config: portal,
    },
    async (request) => {
      const user = requireUser(request);
      const { id } = request.params;
      const retailer = id === 'me' ? await ownRetailerOf(db, user.id) : await retailerFor(db, user, id);
      return checkConfirmationCode(db, retailer.id, request.query.code, clock.now());
    },
  );

  app.get(
    '/api/retailers/:id/redemptions-per-day',
    { schema: { params: idParams, response: { 200: z.array(redemptionDaySchema) } }, config: portal },
    async (request) => redemptionsPerDay(db, (await target(request)).retailer.id, clock.now()),
  );

  app.get(
    '/api/retailers/:id/redemptions.csv',
    // No response schema: the body is a stream of CSV text, which Fastify sends as it is.
    { schema: { params: idParams }, config: portal },
    async (request, reply) => {
      const { retailer } = await target(request);
      // Streamed page by page (docs/decisions/027), never held whole in memory.
      const csv = Readable.from(redemptionsCsvChunks(allRedemptionPages(db, retailer.id)));
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${redemptionsCsvFilename(retailer.businessName, clock.now())}"`,
        )
        .send(csv);
    },
  );

  app.put(
    '/api/retailers/:id/discount',
    {
      schema: { params: idParams, body: discountUpdateSchema, response: { 200: ownRetailerSchema } },
      config: portal,
    },
    async (request) => {
      const { retailer } = await target(request);
      return toOwnRetailer(db, await updateDiscount(ctx, retailer, request.body), clock.now());
    },
  );

  app.put(
    '/api/retailers/:id/profile',
    {
      schema: { params: idParams, body: retailerProfileUpdateSchema, response: { 200: ownRetailerSchema } },
      config: portal,
    },
    async (request) => {
      const { user, retailer } = await target(request);
      return toOwnRetailer(db, await updateProfile(ctx, user, retailer, request.body), clock.now());
    },
  );

  app.put(
    '/api/retailers/:id/toggle-active',
    { schema: { params: idParams, response: { 200: ownRetailerSchema } }, config: portal },
    async (request) => {
      const { retailer } = await target(request);
      return toOwnRetailer(db, await toggleActive(ctx, retailer), clock.now());
    },
  );
}
