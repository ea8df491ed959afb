import { z } from 'zod';
import {
  reverseGeocodeQuerySchema,
  submitTicketSchema,
  TOWN_SUGGESTIONS_MAX,
  ticketInReviewSchema,
  ticketSchema,
  townSuggestionSchema,
  townSuggestionsQuerySchema,
} from '#contracts/tickets.ts';
import { notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
import {
  listTickets,
  submitParkingProof,
  type TicketsContext,
  toTicketJson,
  todaysTicket,
  withReviews,
} from './service';

export function ticketRoutes(app: Api, ctx: TicketsContext) {
  app.post(
    '/api/parking-tickets',
    {
      // 201: verified. 202: the reader was unsure, so a person checks it (docs/decisions/039).
      schema: { body: submitTicketSchema, response: { 201: ticketSchema, 202: ticketInReviewSchema } },
      config: { access: 'driver' },
    },
    async (request, reply) => {
      const result = await submitParkingProof(ctx, requireUser(request).id, request.body);
      if (result.kind === 'verified') return reply.status(201).send(toTicketJson(result.ticket));
      return reply
        .status(202)
        .send({ message: result.message, review: result.review, ticket: toTicketJson(result.ticket) });
    },
  );

  // JSON null (not an empty body) when there is none, so the client can tell "no ticket" from an error.
  app.get(
    '/api/parking-tickets/today',
    { schema: { response: { 200: ticketSchema.nullable() } }, config: { access: 'driver' } },
    async (request) => {
      const found = await todaysTicket(ctx.db, requireUser(request).id, ctx.clock.now());
      const [ticket] = await withReviews(ctx.db, found ? [found] : []);
      return ticket ? toTicketJson(ticket) : null;
    },
  );

  app.get(
    '/api/parking-tickets',
    { schema: { response: { 200: z.array(ticketSchema) } }, config: { access: 'driver' } },
    async (request) =>
      (await withReviews(ctx.db, await listTickets(ctx.db, requireUser(request).id))).map(toTicketJson),
  );

  app.get(
    '/api/geo/reverse',
    {
      schema: { querystring: reverseGeocodeQuerySchema, response: { 200: z.object({ city: z.string() }) } },
      config: { access: 'driver' },
    },
    async (request) => {
      const place = ctx.places.nearestTown(request.query.lat, request.query.lon);
      if (!place) throw notFound('geo.no_town_nearby');
      return { city: place.name };
    },
  );

  // Town suggestions for the manual-location field, from the offline gazetteer only.
  app.get(
    '/api/geo/towns',
    {
      schema: { querystring: townSuggestionsQuerySchema, response: { 200: z.array(townSuggestionSchema) } },
      config: { access: 'driver' },
    },
    async (request) =>
      ctx.places.suggestTowns(request.query.q, TOWN_SUGGESTIONS_MAX).map((place) => ({ name: place.name })),
  );
}
