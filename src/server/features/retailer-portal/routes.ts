import type { FastifyInstance, FastifyRequest } from 'fastify';
import { discountUpdateSchema, retailerProfileUpdateSchema } from '../../../contracts/retailer-portal';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../../plugins/session';
import { csvFilename, redemptionsCsv } from './csv';
import {
  ownRetailerOf,
  type PortalContext,
  retailerFor,
  toggleActive,
  toOwnRetailer,
  updateDiscount,
  updateProfile,
} from './service';
import { allRedemptions, recentRedemptions, redemptionsPerDay, retailerStats } from './stats';

/**
 * The retailer portal (spec section 2 'Retailer portal', section 7 'Retailer'). Every route: signed
 * in (401), a retailer or an admin (403), then the record must be the retailer's own (404); admins
 * may act on any.
 */
export function retailerPortalRoutes(app: FastifyInstance, ctx: PortalContext) {
  const { db, clock } = ctx;

  /** The caller and the retailer named by :id, after the role and owner checks. */
  const target = async (request: FastifyRequest) => {
    const user = requireUser(request, 'retailer', 'admin');
    const { id } = request.params as { id: string };
    return { user, retailer: await retailerFor(db, user, id) };
  };

  app.get('/api/retailers/me', async (request) => {
    const user = requireUser(request, 'retailer', 'admin');
    return toOwnRetailer(db, await ownRetailerOf(db, user.id), clock.now());
  });

  app.get('/api/stats/retailer/:id', async (request) => {
    const { retailer } = await target(request);
    return retailerStats(db, retailer.id, clock.now());
  });

  app.get('/api/redemptions/retailer/:id', async (request) => {
    const { retailer } = await target(request);
    return recentRedemptions(db, retailer.id);
  });

  app.get('/api/retailers/:id/redemptions-per-day', async (request) => {
    const { retailer } = await target(request);
    return redemptionsPerDay(db, retailer.id, clock.now());
  });

  app.get('/api/retailers/:id/redemptions.csv', async (request, reply) => {
    const { retailer } = await target(request);
    const csv = redemptionsCsv(await allRedemptions(db, retailer.id));
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="${csvFilename(retailer.businessName, clock.now())}"`,
      )
      .send(csv);
  });

  app.put('/api/retailers/:id/discount', async (request) => {
    const { retailer } = await target(request);
    const input = parseInput(discountUpdateSchema, request.body);
    return toOwnRetailer(db, await updateDiscount(ctx, retailer, input), clock.now());
  });

  app.put('/api/retailers/:id/profile', async (request) => {
    const { user, retailer } = await target(request);
    const input = parseInput(retailerProfileUpdateSchema, request.body);
    return toOwnRetailer(db, await updateProfile(ctx, user, retailer, input), clock.now());
  });

  app.put('/api/retailers/:id/toggle-active', async (request) => {
    const { retailer } = await target(request);
    return toOwnRetailer(db, await toggleActive(ctx, retailer), clock.now());
  });
}
