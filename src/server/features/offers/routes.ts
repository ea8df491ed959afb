import { z } from 'zod';
import { publicRetailerSchema, retailerListQuerySchema } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { requireUser, sessionKey } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
import { callerWithVisibleRetailers } from './service';

export function offerRoutes(app: Api, ctx: { db: Db; clock: Clock }) {
  // Everyone gets the public retailer shape: never a code, contact details, user id or subscription.
  app.get(
    '/api/retailers',
    {
      schema: { querystring: retailerListQuerySchema, response: { 200: z.array(publicRetailerSchema) } },
      config: {
        access: 'signedIn',
        // The caller, today's ticket and the list in one statement, as the request arrives
        // (docs/decisions/031). A query string that does not validate loads only the caller: its 400 follows.
        loadWithCaller: async (request, key) => {
          const filters = retailerListQuerySchema.safeParse(request.query);
          return filters.success ? callerWithVisibleRetailers(ctx.db, key, filters.data) : undefined;
        },
      },
    },
    async (request, reply) => {
      requireUser(request);
      // Drivers see what is near today's parking; retailers and admins see every open offer by name.
      const json =
        (request.loadedWithCaller as string | undefined) ??
        ((
          await callerWithVisibleRetailers(
            ctx.db,
            sessionKey(request.sessionToken!, ctx.clock.now()),
            request.query,
          )
        )?.loaded as string | undefined) ??
        '[]';
      // The database wrote the answer in the public shape (offers/service publicFields, held to the
      // schema by its type and by the tests), so it goes out as written: parsing and serialising it
      // again cost more than the query (docs/decisions/031). The schema above still documents it.
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
}
