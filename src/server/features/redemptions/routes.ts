import { z } from 'zod';
import { redeemRequestSchema, redeemResultSchema, redemptionSchema } from '#contracts/offers.ts';
import { driverStatsSchema } from '#contracts/tickets.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import type { Notifier } from '#server/lib/notifier.ts';
import { requireUser } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
import { redeemOffer } from './redeem';
import { driverStats, redemptionJson, redemptionsOf } from './service';

export function redemptionRoutes(app: Api, ctx: { db: Db; clock: Clock; notifier: Notifier }) {
  app.post(
    '/api/redemptions',
    {
      schema: { body: redeemRequestSchema, response: { 201: redeemResultSchema } },
      config: { access: 'driver' },
    },
    async (request, reply) => {
      const { redemption, retailer, redemptionsUsed } = await redeemOffer(
        ctx,
        requireUser(request).id,
        request.body,
      );
      return reply
        .status(201)
        .send({ ...redemptionJson(redemption, retailer.businessName), redemptionsUsed });
    },
  );

  app.get(
    '/api/redemptions',
    { schema: { response: { 200: z.array(redemptionSchema) } }, config: { access: 'driver' } },
    async (request) => redemptionsOf(ctx.db, requireUser(request).id),
  );

  app.get(
    '/api/stats/customer',
    { schema: { response: { 200: driverStatsSchema } }, config: { access: 'driver' } },
    async (request) => driverStats(ctx.db, requireUser(request).id),
  );
}
