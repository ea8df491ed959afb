import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminReviewListQuerySchema,
  adminReviewSchema,
  declineReviewSchema,
  requestReviewSchema,
  reviewDecisionSchema,
  reviewRequestedSchema,
} from '#contracts/reviews.ts';
import { requireUser } from '#server/plugins/session.ts';
import { type Api, idParams } from '#server/plugins/zod.ts';
import { actorOf } from '#server/features/audit/index.ts';
import { listReviews } from './queries';
import { approveReview, declineReview, type ReviewsContext, requestReview } from './service';

/** The admin as the audit log names them. */
const actor = (request: FastifyRequest) => actorOf(requireUser(request));

/** Review by a person (docs/decisions/013): drivers ask, admins decide. */
export function reviewRoutes(app: Api, ctx: ReviewsContext) {
  app.post(
    '/api/parking-tickets/reviews',
    {
      schema: { body: requestReviewSchema, response: { 202: reviewRequestedSchema } },
      config: { access: 'driver' },
    },
    // 202: accepted for a person to decide later.
    async (request, reply) =>
      reply.status(202).send(await requestReview(ctx, requireUser(request).id, request.body)),
  );

  // An array, oldest first; the total for paging is in X-Total-Count.
  app.get(
    '/api/admin/reviews',
    {
      schema: { querystring: adminReviewListQuerySchema, response: { 200: z.array(adminReviewSchema) } },
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const { items, total } = await listReviews(ctx.db, request.query);
      return reply.header('X-Total-Count', String(total)).send(items);
    },
  );

  app.post(
    '/api/admin/reviews/:id/approve',
    { schema: { params: idParams, response: { 200: reviewDecisionSchema } }, config: { access: 'admin' } },
    async (request) => approveReview(ctx, actor(request), request.params.id),
  );

  app.post(
    '/api/admin/reviews/:id/decline',
    {
      schema: { params: idParams, body: declineReviewSchema, response: { 200: reviewDecisionSchema } },
      config: { access: 'admin' },
    },
    async (request) => declineReview(ctx, actor(request), request.params.id, request.body),
  );
}
