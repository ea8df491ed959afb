import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  createdTownReportSchema,
  createTownReportSchema,
  reportTownSchema,
  revokedTownReportSchema,
  townReportLinkSchema,
  townReportSchema,
} from '#contracts/town-reports.ts';
import { actorOf } from '#server/features/audit/index.ts';
import { requireUser } from '#server/plugins/session.ts';
import { requestPath } from '#server/plugins/security.ts';
import { type Api, idParams } from '#server/plugins/zod.ts';
import { LINK_HOLDER } from './audit';
import { townReportCsv, townReportFilename } from './csv';
import {
  createTownReport,
  listTownReports,
  revokeTownReport,
  reportTowns,
  type TownReportContext,
  viewTownReport,
} from './service';

const admin = { access: 'admin' } as const;
/** No sign-in: the link's token is the credential (docs/decisions/035). */
const anyone = { access: 'public' } as const;
const tokenParams = z.object({ token: z.string() });

/** The admin as the audit log names them. */
const actor = (request: FastifyRequest) => actorOf(requireUser(request));
/** A signed-in viewer (an admin checking the link) is named; anyone else is the link's holder. */
const viewer = (request: FastifyRequest) => (request.user ? actorOf(request.user) : LINK_HOLDER);

/** Search engines must never index a report, its data or its page, wherever a link was pasted. */
const noIndex = (reply: FastifyReply) => reply.header('X-Robots-Tag', 'noindex, nofollow, noarchive');

/** Town reports for councils and business groups (decisions.md section 9, docs/decisions/035). */
export function townReportRoutes(app: Api, ctx: TownReportContext) {
  app.get(
    '/api/admin/town-reports',
    { schema: { response: { 200: z.array(townReportLinkSchema) } }, config: admin },
    async () => listTownReports(ctx),
  );

  app.get(
    '/api/admin/town-reports/towns',
    { schema: { response: { 200: z.array(reportTownSchema) } }, config: admin },
    async () => reportTowns(ctx.db),
  );

  app.post(
    '/api/admin/town-reports',
    { schema: { body: createTownReportSchema, response: { 201: createdTownReportSchema } }, config: admin },
    async (request, reply) =>
      reply.status(201).send(await createTownReport(ctx, actor(request), request.body)),
  );

  app.delete(
    '/api/admin/town-reports/:id',
    { schema: { params: idParams, response: { 200: revokedTownReportSchema } }, config: admin },
    async (request) => revokeTownReport(ctx, actor(request), request.params.id),
  );

  app.get(
    '/api/public/reports/:token',
    { schema: { params: tokenParams, response: { 200: townReportSchema } }, config: anyone },
    async (request, reply) => {
      noIndex(reply);
      return viewTownReport(ctx, request.params.token, viewer(request), 'page', request.ip);
    },
  );

  app.get(
    '/api/public/reports/:token/report.csv',
    // No response schema: the body is CSV text, built from the same suppressed figures as the page.
    { schema: { params: tokenParams }, config: anyone },
    async (request, reply) => {
      noIndex(reply);
      const report = await viewTownReport(ctx, request.params.token, viewer(request), 'csv', request.ip);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${townReportFilename(report.town, report.period.to)}"`,
        )
        .send(townReportCsv(report));
    },
  );

  // The report page itself (the web app's index.html at /reports/{token}) says the same to crawlers.
  app.addHook('onSend', async (request, reply, payload) => {
    if (requestPath(request).startsWith('/reports/')) noIndex(reply);
    return payload;
  });
}
