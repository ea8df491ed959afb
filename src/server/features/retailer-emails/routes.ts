import { eq } from 'drizzle-orm';
import {
  emailPreferencesSchema,
  unsubscribeParamsSchema,
  unsubscribeResultSchema,
} from '#contracts/retailer-emails.ts';
import type { Db } from '#server/db/client.ts';
import { retailers } from '#server/db/schema.ts';
import { notFound } from '#server/lib/errors.ts';
import { requireUser } from '#server/plugins/session.ts';
import type { Api } from '#server/plugins/zod.ts';
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
export function retailerEmailRoutes(app: Api, ctx: { db: Db }) {
  const { db } = ctx;

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
}
