import { z } from 'zod';
import { DRIVER_USER_TYPE } from '#contracts/constants.ts';
import { publicRetailerSchema, retailerListQuerySchema } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { requireUser } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
import { todaysTicket } from '#server/features/tickets/index.ts';
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
      const ticket = user.userType === DRIVER_USER_TYPE ? await todaysTicket(ctx.db, user.id, now) : null;
      return visibleRetailersFor(ctx.db, ticket, request.query, now);
    },
  );
}
