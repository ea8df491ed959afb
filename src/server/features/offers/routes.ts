import type { FastifyInstance } from 'fastify';
import { retailerListQuerySchema } from '../../../contracts/offers';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../../plugins/session';
import { todaysTicket } from '../tickets/service';
import { visibleRetailersFor } from './service';

export function offerRoutes(app: FastifyInstance, ctx: { db: Db; clock: Clock }) {
  app.get('/api/retailers', async (request) => {
    const user = requireUser(request);
    const filters = parseInput(retailerListQuerySchema, request.query);
    const now = ctx.clock.now();
    // Drivers see what is near today's parking; retailers and admins see every open offer by name.
    const ticket = user.userType === 'customer' ? await todaysTicket(ctx.db, user.id, now) : null;
    return visibleRetailersFor(ctx.db, ticket, filters, now);
  });
}
