import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import {
  CONTACT_CONFIRM_COPY,
  confirmationSentSchema,
  confirmContactParamsSchema,
  contactConfirmedSchema,
  emailPreferencesSchema,
  unsubscribeParamsSchema,
  unsubscribeResultSchema,
} from '#contracts/retailer-emails.ts';
import type { Db } from '#server/db/client.ts';
import type { Clock } from '#server/lib/clock.ts';
import { retailers } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
import { confirmationLinkWorks, confirmContactEmail, resendContactConfirmation } from './confirmation';
import { emailPreferencesOf, setEmailPreferences, unsubscribe } from './unsubscribe';

/** The signed-in retailer's own record id; 404 when the account has none. */
async function ownRetailerId(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ id: retailers.id }).from(retailers).where(eq(retailers.userId, userId));
  if (!row) throw notFound('retailer.not_found');
  return row.id;
}

/**
 * The unsubscribe link's one call, and the portal's weekly-summary setting (docs/decisions/036). The
 * link's page only POSTs when the person presses 'Unsubscribe': a GET never changes anything, since
 * mail scanners open every link in an e-mail.
 */
export function retailerEmailRoutes(app: Api, ctx: { db: Db; clock: Clock }) {
  const { db, clock } = ctx;

  app.post(
    '/api/public/unsubscribe/:token',
    {
      schema: { params: unsubscribeParamsSchema, response: { 200: unsubscribeResultSchema } },
      config: { access: 'public' },
    },
    async (request) => unsubscribe(db, request.params.token),
  );

  app.get(
    '/api/retailers/me/email-preferences',
    { schema: { response: { 200: emailPreferencesSchema } }, config: { access: 'retailer' } },
    async (request) => emailPreferencesOf(db, await ownRetailerId(db, requireUser(request).id)),
  );

  app.put(
    '/api/retailers/me/email-preferences',
    {
      schema: { body: emailPreferencesSchema, response: { 200: emailPreferencesSchema } },
      config: { access: 'retailer' },
    },
    async (request) =>
      setEmailPreferences(db, await ownRetailerId(db, requireUser(request).id), request.body),
  );

  // Confirming the contact e-mail (decisions.md section 9, docs/decisions/045): the link's page needs no
  // sign-in (its token is the credential) and answers 404 for a link that does not work; the page
  // itself then confirms through the API.
  app.get(
    '/confirm-email/:token',
    { schema: { params: confirmContactParamsSchema }, config: { access: 'public' } },
    async (request, reply) => {
      const works = await confirmationLinkWorks(db, request.params.token, clock.now());
      return sendConfirmPage(reply, works ? 200 : 404);
    },
  );

  app.post(
    '/api/public/contact-email/confirm/:token',
    {
      schema: { params: confirmContactParamsSchema, response: { 200: contactConfirmedSchema } },
      config: { access: 'public' },
    },
    async (request) => confirmContactEmail(db, request.params.token, clock.now()),
  );

  app.post(
    '/api/retailers/me/contact-email/confirmation',
    { schema: { response: { 202: confirmationSentSchema } }, config: { access: 'retailer' } },
    async (request, reply) => {
      const retailerId = await ownRetailerId(db, requireUser(request).id);
      return reply.status(202).send(await resendContactConfirmation(db, retailerId, clock.now()));
    },
  );
}

/** A page that must not be cached or indexed: its path holds a token. */
const PAGE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' };

/**
 * The web app's page (index.html, which draws the confirmation) with the link's status; without a
 * built web app (API tests, `npm run dev`'s API server) a bare page with the same status.
 */
function sendConfirmPage(reply: FastifyReply, status: 200 | 404) {
  reply.code(status).headers(PAGE_HEADERS);
  const withStatic = reply as FastifyReply & { sendFile?: (file: string) => FastifyReply };
  if (typeof withStatic.sendFile === 'function') return withStatic.sendFile('index.html');
  const title = status === 200 ? CONTACT_CONFIRM_COPY.title : CONTACT_CONFIRM_COPY.invalidTitle;
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title} · ParkPerks</title></head><body><h1>${title}</h1></body></html>`,
    );
}
