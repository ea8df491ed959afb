import { z } from 'zod';
import { publicRetailerSchema, retailerListQuerySchema } from '../../../contracts/offers';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { requireUser } from '../../plugins/session';
import type { Api } from '../../plugins/zod';
import { todaysTicket } from '../tickets/service';
import { visibleRetailersFor } from './service';

export function offerRoutes(app: Api, ctx: { db: Db; clock: Clock }) {
  // Everyone gets the public retailer shape: never a code, contact details, user id or subscription.
  app.get(
    '/api/retailers',
    {
      schema: { querystring: retailerListQuerySchema, response: { 200: z.array(publicRetailerSchema) } },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const user = requireUser(request);
      const now = ctx.clock.now();
      // Drivers see what is near today's parking; retailers and admins see every open offer by name.
      const ticket = user.userType === 'customer' ? await todaysTicket(ctx.db, user.id, now) : null;
      return visibleRetailersFor(ctx.db, ticket, request.query, now);
    },
  );
}
