import { z } from 'zod';
import { redeemRequestSchema, redeemResultSchema, redemptionSchema } from '../../../contracts/offers';
import { customerStatsSchema } from '../../../contracts/tickets';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../../lib/notifier';
import { requireUser } from '../../plugins/session';
import type { Api } from '../../plugins/zod';
import { redeemOffer } from './redeem';
import { customerStats, redemptionsOf } from './service';

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
      return reply.status(201).send({
        id: redemption.id,
        confirmationCode: redemption.confirmationCode,
        parkingTicketId: redemption.parkingTicketId,
        retailerId: redemption.retailerId,
        retailer: { businessName: retailer.businessName },
        discountAmount: redemption.discountAmount,
        minimumSpend: redemption.minimumSpend,
        redeemedAt: redemption.redeemedAt.toISOString(),
        redemptionsUsed,
      });
    },
  );

  app.get(
    '/api/redemptions',
    { schema: { response: { 200: z.array(redemptionSchema) } }, config: { access: 'driver' } },
    async (request) => redemptionsOf(ctx.db, requireUser(request).id),
  );

  app.get(
    '/api/stats/customer',
    { schema: { response: { 200: customerStatsSchema } }, config: { access: 'driver' } },
    async (request) => customerStats(ctx.db, requireUser(request).id),
  );
}
