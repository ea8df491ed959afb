import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminRetailerCreateSchema,
  adminRetailerListQuerySchema,
  adminRetailerUpdateSchema,
  adminUserListQuerySchema,
  auditLogQuerySchema,
} from '../../../contracts/admin';
import { parseInput } from '../../lib/validation';
import { requireUser } from '../../plugins/session';
import { actorOf, listAudit } from './audit';
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

/** Signed in (401), an admin (403); then the admin as the audit log names them. */
const admin = (request: FastifyRequest) => actorOf(requireUser(request, 'admin'));
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** Files that could not be removed after a deletion committed: said in the log, not to the admin. */
function logLeftovers(request: FastifyRequest, result: { failedObjects: string[] }) {
  const { failedObjects, ...answer } = result;
  if (failedObjects.length) request.log.warn({ objects: failedObjects }, 'Deleted records left files behind');
  return answer;
}

/** The admin dashboard's API (spec section 7 'Admin'; decisions sections 2, 5, 6 and 7). */
export function adminRoutes(app: FastifyInstance, ctx: AdminContext) {
  app.get('/api/stats/admin', async (request) => {
    admin(request);
    return adminStats(ctx.db, ctx.clock.now());
  });

  app.get('/api/admin/retailers', async (request) => {
    admin(request);
    return listRetailers(ctx, parseInput(adminRetailerListQuerySchema, request.query));
  });

  app.post('/api/retailers', async (request, reply) => {
    const actor = admin(request);
    const retailer = await onboardRetailer(ctx, actor, parseInput(adminRetailerCreateSchema, request.body));
    return reply.status(201).send(retailer);
  });

  app.put('/api/retailers/:id', async (request) => {
    const actor = admin(request);
    return updateRetailer(ctx, actor, idOf(request), parseInput(adminRetailerUpdateSchema, request.body));
  });

  app.delete('/api/retailers/:id', async (request) => {
    const actor = admin(request);
    return logLeftovers(request, await deleteRetailer(ctx, actor, idOf(request)));
  });

  app.post('/api/retailers/:id/update-coordinates', async (request) => {
    const actor = admin(request);
    return updateCoordinates(ctx, actor, idOf(request));
  });

  app.get('/api/admin/users', async (request) => {
    admin(request);
    return listUsers(ctx.db, parseInput(adminUserListQuerySchema, request.query));
  });

  app.get('/api/admin/users/:id', async (request) => {
    admin(request);
    return userDetail(ctx.db, idOf(request));
  });

  app.delete('/api/admin/users/:id', async (request) => {
    const actor = admin(request);
    return logLeftovers(request, await deleteUser(ctx, actor, idOf(request)));
  });

  app.post('/api/admin/users/:id/force-reset', async (request) => {
    const actor = admin(request);
    return forceReset(ctx, actor, idOf(request));
  });

  app.delete('/api/admin/parking-tickets/:id', async (request) => {
    const actor = admin(request);
    return logLeftovers(request, await deleteTicket(ctx, actor, idOf(request)));
  });

  app.delete('/api/admin/redemptions/:id', async (request) => {
    const actor = admin(request);
    return deleteRedemption(ctx, actor, idOf(request));
  });

  app.get('/api/admin/audit-log', async (request) => {
    admin(request);
    return listAudit(ctx.db, parseInput(auditLogQuerySchema, request.query));
  });
}
