import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminReviewListQuerySchema,
  declineReviewSchema,
  requestReviewSchema,
} from '../../../contracts/reviews';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../../plugins/session';
import { actorOf } from '../admin/audit';
import { listReviews } from './queries';
import { approveReview, declineReview, type ReviewsContext, requestReview } from './service';

/** Signed in (401), an admin (403); then the admin as the audit log names them. */
const admin = (request: FastifyRequest) => actorOf(requireUser(request, 'admin'));
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Review by a person (decisions section 3): drivers ask, admins decide. */
export function reviewRoutes(app: FastifyInstance, ctx: ReviewsContext) {
  app.post('/api/parking-tickets/reviews', async (request, reply) => {
    const user = requireUser(request, 'customer');
    const input = parseInput(requestReviewSchema, request.body);
    // 202: accepted for a person to decide later.
    return reply.status(202).send(await requestReview(ctx, user.id, input));
  });

  app.get('/api/admin/reviews', async (request, reply) => {
    admin(request);
    const { items, total } = await listReviews(ctx.db, parseInput(adminReviewListQuerySchema, request.query));
    return reply.header('X-Total-Count', String(total)).send(items);
  });

  app.post('/api/admin/reviews/:id/approve', async (request) => {
    const actor = admin(request);
    return approveReview(ctx, actor, idOf(request));
  });

  app.post('/api/admin/reviews/:id/decline', async (request) => {
    const actor = admin(request);
    return declineReview(ctx, actor, idOf(request), parseInput(declineReviewSchema, request.body));
  });
}
