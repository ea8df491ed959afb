import type { FastifyInstance } from 'fastify';
import { redeemRequestSchema } from '../../../contracts/offers';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Notifier } from '../../lib/notifier';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../../plugins/session';
import { redeemOffer } from './redeem';
import { customerStats, redemptionsOf } from './service';

export function redemptionRoutes(app: FastifyInstance, ctx: { db: Db; clock: Clock; notifier: Notifier }) {
  app.post('/api/redemptions', async (request, reply) => {
    const user = requireUser(request, 'customer');
    const { redemption, retailer, redemptionsUsed } = await redeemOffer(
      ctx,
      user.id,
      parseInput(redeemRequestSchema, request.body),
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
  });

  app.get('/api/redemptions', async (request) => redemptionsOf(ctx.db, requireUser(request, 'customer').id));
  app.get('/api/stats/customer', async (request) =>
    customerStats(ctx.db, requireUser(request, 'customer').id),
  );
}
