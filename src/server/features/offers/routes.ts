import { z } from 'zod';
import { publicRetailerSchema, retailerListQuerySchema } from '#contracts/offers.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { acceptedEncoding, type CompressedText } from '#server/lib/compressed-text.ts';
import { requireUser } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
import { callerWithVisibleRetailers, offerHoursCache, offerListCache } from './service';

export function offerRoutes(app: Api, deps: { db: Db; clock: Clock; offerListMs: number }) {
  const ctx = {
    ...deps,
    offerLists: offerListCache(deps.offerListMs, deps.clock),
    offerHours: offerHoursCache(deps.clock),
  };
  // Everyone gets the public retailer shape: never a code, contact details, user id or subscription.
  app.get(
    '/api/retailers',
    {
      schema: { querystring: retailerListQuerySchema, response: { 200: z.array(publicRetailerSchema) } },
      config: {
        access: 'signedIn',
        // The caller, today's ticket and the list's key in one statement as the request arrives, the
        // list from the short cache or one more (docs/decisions/031). A query string that does not
        // validate loads only the caller: its 400 follows.
        loadWithCaller: async (request, key) => {
          const filters = retailerListQuerySchema.safeParse(request.query);
          return filters.success ? callerWithVisibleRetailers(ctx, key, filters.data) : undefined;
        },
      },
    },
    async (request, reply) => {
      requireUser(request);
      // Drivers see what is near today's parking; retailers and admins see every open offer by name.
      // Loaded with the caller by the session plugin (loadWithCaller above): a signed-in request with
      // a query string that validates always has it.
      const list = request.loadedWithCaller as CompressedText;
      // The database wrote the answer in the public shape (offers/service publicFields, held to the
      // schema by its type and by the tests), so it goes out as written, compressed once for every
      // driver it is sent to: parsing and serialising it again cost more than the query
      // (docs/decisions/031). The schema above still documents it.
      const { body, encoding } = list.encodedFor(acceptedEncoding(request.headers['accept-encoding']));
      reply.header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );
}
