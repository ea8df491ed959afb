import type { FastifyInstance } from 'fastify';
import {
  reverseGeocodeQuerySchema,
  submitTicketSchema,
  TOWN_SUGGESTIONS_MAX,
  type TownSuggestion,
  townSuggestionsQuerySchema,
} from '../../../contracts/tickets';
import { notFound } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../../plugins/session';
import {
  listTickets,
  submitParkingProof,
  type TicketsContext,
  toTicketJson,
  todaysTicket,
  withReviews,
} from './service';

export function ticketRoutes(app: FastifyInstance, ctx: TicketsContext) {
  app.post('/api/parking-tickets', async (request, reply) => {
    const user = requireUser(request, 'customer');
    const ticket = await submitParkingProof(ctx, user.id, parseInput(submitTicketSchema, request.body));
    return reply.status(201).send(toTicketJson(ticket));
  });

  app.get('/api/parking-tickets/today', async (request, reply) => {
    const user = requireUser(request, 'customer');
    const found = await todaysTicket(ctx.db, user.id, ctx.clock.now());
    const [ticket] = await withReviews(ctx.db, found ? [found] : []);
    // JSON null (not an empty body) so the client can tell "no ticket" from an error.
    return reply.type('application/json').send(ticket ? JSON.stringify(toTicketJson(ticket)) : 'null');
  });

  app.get('/api/parking-tickets', async (request) => {
    const user = requireUser(request, 'customer');
    return (await withReviews(ctx.db, await listTickets(ctx.db, user.id))).map(toTicketJson);
  });

  app.get('/api/geo/reverse', async (request) => {
    requireUser(request, 'customer');
    const { lat, lon } = parseInput(reverseGeocodeQuerySchema, request.query);
    const place = ctx.places.nearestTown(lat, lon);
    if (!place) throw notFound('No town found near that position.');
    return { city: place.name };
  });

  // Town suggestions for the manual-location field, from the offline gazetteer only.
  app.get('/api/geo/towns', async (request): Promise<TownSuggestion[]> => {
    requireUser(request, 'customer');
    const { q } = parseInput(townSuggestionsQuerySchema, request.query);
    return ctx.places.suggestTowns(q, TOWN_SUGGESTIONS_MAX).map((place) => ({ name: place.name }));
  });
}
