import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adminRetailerCreateSchema,
  adminRetailerListQuerySchema,
  adminRetailerSchema,
  adminRetailerUpdateSchema,
  adminStatsSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserSchema,
  auditEntrySchema,
  auditLogQuerySchema,
  coordinatesAnswerSchema,
  coordinatesRequestSchema,
  forceResetAnswerSchema,
  onboardedRetailerSchema,
  pageOf,
  retailerDeletedSchema,
  userDeletedSchema,
} from '#contracts/admin.ts';
import { messageSchema } from '#contracts/auth.ts';
import { requireUser } from '#server/plugins/session.ts';
import { type Api, idParams } from '#server/plugins/zod.ts';
import { actorOf } from '#server/features/audit/index.ts';
import { listAudit } from './audit';
import {
  type AdminContext,
  deleteRetailer,
  listRetailers,
  onboardRetailer,
  updateCoordinates,
  updateRetailer,
} from './retailers';
import { adminStats } from './stats';
import { deleteRedemption, deleteTicket, deleteUser, forceReset, listUsers, userDetail } from './users';

/** Every route here is for admins only (signed in: 401; an admin: 403), checked by the access rule. */
const admin = { access: 'admin' } as const;

/** The options of a route on one record, named by the path's `:id`, answered 200 with `response`. */
const onOneRecord = <T extends z.ZodType>(response: T) => ({
  schema: { params: idParams, response: { 200: response } },
  config: admin,
});

/** The admin as the audit log names them. */
const actor = (request: FastifyRequest) => actorOf(requireUser(request));

/** Files that could not be removed after a deletion committed: said in the log, not to the admin. */
function logLeftovers<T extends { failedObjects: string[] }>(request: FastifyRequest, result: T) {
  const { failedObjects, ...answer } = result;
  if (failedObjects.length) request.log.warn({ objects: failedObjects }, 'Deleted records left files behind');
  return answer;
}

/** The admin dashboard's API (docs/decisions/007, 018, 021, 022 and 025). */
export function adminRoutes(app: Api, ctx: AdminContext) {
  app.get('/api/stats/admin', { schema: { response: { 200: adminStatsSchema } }, config: admin }, async () =>
    adminStats(ctx.db, ctx.clock.now()),
  );

  // A JSON array, as the spec's "list of retailers"; the total for paging is in X-Total-Count.
  app.get(
    '/api/admin/retailers',
    {
      schema: { querystring: adminRetailerListQuerySchema, response: { 200: z.array(adminRetailerSchema) } },
      config: admin,
    },
    async (request, reply) => {
      const page = await listRetailers(ctx, request.query);
      return reply.header('X-Total-Count', String(page.total)).send(page.items);
    },
  );

  app.post(
    '/api/retailers',
    {
      schema: { body: adminRetailerCreateSchema, response: { 201: onboardedRetailerSchema } },
      config: admin,
    },
    async (request, reply) =>
      reply.status(201).send(await onboardRetailer(ctx, actor(request), request.body)),
  );

  app.put(
    '/api/retailers/:id',
    {
      schema: { params: idParams, body: adminRetailerUpdateSchema, response: { 200: adminRetailerSchema } },
      config: admin,
    },
    async (request) => updateRetailer(ctx, actor(request), request.params.id, request.body),
  );

  app.delete('/api/retailers/:id', onOneRecord(retailerDeletedSchema), async (request) =>
    logLeftovers(request, await deleteRetailer(ctx, actor(request), request.params.id)),
  );

  app.post(
    '/api/retailers/:id/update-coordinates',
    {
      schema: {
        params: idParams,
        body: coordinatesRequestSchema,
        response: { 200: coordinatesAnswerSchema },
      },
      config: admin,
    },
    async (request) => updateCoordinates(ctx, actor(request), request.params.id, request.body),
  );

  // A JSON array, as the spec's "list of users"; the total for paging is in X-Total-Count.
  app.get(
    '/api/admin/users',
    {
      schema: { querystring: adminUserListQuerySchema, response: { 200: z.array(adminUserSchema) } },
      config: admin,
    },
    async (request, reply) => {
      const page = await listUsers(ctx.db, request.query);
      return reply.header('X-Total-Count', String(page.total)).send(page.items);
    },
  );

  app.get('/api/admin/users/:id', onOneRecord(adminUserDetailSchema), async (request) =>
    userDetail(ctx.db, request.params.id),
  );

  app.delete('/api/admin/users/:id', onOneRecord(userDeletedSchema), async (request) =>
    logLeftovers(request, await deleteUser(ctx, actor(request), request.params.id)),
  );

  app.post('/api/admin/users/:id/force-reset', onOneRecord(forceResetAnswerSchema), async (request) =>
    forceReset(ctx, actor(request), request.params.id),
  );

  app.delete('/api/admin/parking-tickets/:id', onOneRecord(messageSchema), async (request) =>
    logLeftovers(request, await deleteTicket(ctx, actor(request), request.params.id)),
  );

  app.delete('/api/admin/redemptions/:id', onOneRecord(messageSchema), async (request) =>
    deleteRedemption(ctx, actor(request), request.params.id),
  );

  app.get(
    '/api/admin/audit-log',
    {
      schema: { querystring: auditLogQuerySchema, response: { 200: pageOf(auditEntrySchema) } },
      config: admin,
    },
    async (request) => listAudit(ctx.db, request.query),
  );
}
