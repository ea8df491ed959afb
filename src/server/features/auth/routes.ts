import type { FastifyReply, FastifyRequest } from 'fastify';
import { addressKey } from '#server/lib/address-key.ts';
import {
  deleteAccountRequestSchema,
  loginRequestSchema,
  messageSchema,
  passwordChangeRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordRequestSchema,
  retailerSignupRequestSchema,
  sessionSchema,
  userSchema,
} from '#contracts/auth.ts';
import { fromOurPages } from '#server/plugins/security.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '#server/plugins/session.ts';
import type { ObjectStorage } from '#server/lib/storage.ts';
import type { Api } from '#server/plugins/zod.ts';
import {
  type AuthContext,
  changePassword,
  deleteOwnAccount,
  logIn,
  RESET_REQUESTED,
  registerDriver,
  requestPasswordReset,
  resetPassword,
  signUpRetailer,
  updateProfile,
} from './service';
import { createSession, deleteSession, type UserRow } from './sessions';
import { toUserJson } from './user-json';

/** The web app's 'Sign out' page (src/client/routes.tsx), for a sign-out link followed from another site. */
const SIGN_OUT_PAGE = '/sign-out';

export function authRoutes(app: Api, ctx: AuthContext & { secureCookies: boolean; storage: ObjectStorage }) {
  const signIn = async (user: UserRow, reply: FastifyReply) => {
    setSessionCookie(reply, await createSession(ctx.db, user.id, ctx.clock.now()), ctx.secureCookies);
    return toUserJson(user);
  };

  app.post(
    '/api/auth/register',
    {
      schema: { body: registerRequestSchema, response: { 201: userSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const user = await registerDriver(ctx, request.body, addressKey(request.ip));
      return reply.status(201).send(await signIn(user, reply));
    },
  );

  app.post(
    '/api/auth/retailer-signup',
    {
      schema: { body: retailerSignupRequestSchema, response: { 201: userSchema } },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const user = await signUpRetailer(ctx, request.body, addressKey(request.ip));
      return reply.status(201).send(await signIn(user, reply));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { body: loginRequestSchema, response: { 200: userSchema } }, config: { access: 'public' } },
    async (request, reply) => signIn(await logIn(ctx, request.body, addressKey(request.ip)), reply),
  );

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: userSchema } }, config: { access: 'signedIn' } },
    async (request) => toUserJson(requireUser(request)),
  );

  app.get(
    '/api/auth/session',
    { schema: { response: { 200: sessionSchema } }, config: { access: 'public' } },
    async (request) => ({ user: request.user ? toUserJson(request.user) : null }),
  );

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
    clearSessionCookie(reply, ctx.secureCookies);
    return { message: 'Signed out' };
  };

  // The sign-out; a write, so it carries the CSRF checks of every /api write.
  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: messageSchema } }, config: { access: 'signedIn' } },
    signOut,
  );

  // The spec's GET signs out only when our own pages ask: a link on another site must not sign people
  // out, so it gets the 'Sign out' page instead, whose button POSTs (docs/decisions/045).
  app.get(
    '/api/auth/logout',
    { schema: { response: { 200: messageSchema } }, config: { access: 'signedIn' } },
    async (request, reply) =>
      fromOurPages(request, ctx.publicUrl) ? signOut(request, reply) : reply.redirect(SIGN_OUT_PAGE, 303),
  );

  app.put(
    '/api/auth/profile',
    { schema: { body: profileUpdateSchema, response: { 200: userSchema } }, config: { access: 'signedIn' } },
    async (request) => toUserJson(await updateProfile(ctx, requireUser(request), request.body)),
  );

  app.put(
    '/api/auth/password',
    {
      schema: { body: passwordChangeRequestSchema, response: { 200: messageSchema } },
      config: { access: 'signedIn' },
    },
    async (request) => {
      await changePassword(ctx, requireUser(request), request.body, request.sessionToken!);
      return { message: 'Password changed successfully' };
    },
  );

  // 'Delete account' on the profile: drivers only (the service tells retailers and admins how to
  // leave); the sessions go with the account, and this browser's cookie is cleared.
  app.delete(
    '/api/auth/account',
    { schema: { body: deleteAccountRequestSchema }, config: { access: 'signedIn' } },
    async (request, reply) => {
      await deleteOwnAccount(ctx, requireUser(request), request.body);
      clearSessionCookie(reply, ctx.secureCookies);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/request-reset',
    { schema: { body: requestResetSchema, response: { 200: messageSchema } }, config: { access: 'public' } },
    async (request) => {
      await requestPasswordReset(ctx, request.body.emailOrPhone, addressKey(request.ip));
      return { message: RESET_REQUESTED };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: messageSchema } },
      config: { access: 'public' },
    },
    async (request) => {
      await resetPassword(ctx, request.body, addressKey(request.ip));
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  );

  // The browser lands here after a 401 (docs/decisions/019); send it to the sign-in screen.
  app.get('/api/login', { config: { access: 'public' } }, async (_request, reply) =>
    reply.redirect('/login', 302),
  );
}
