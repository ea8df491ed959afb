import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  loginRequestSchema,
  passwordChangeRequestSchema,
  profileUpdateSchema,
  registerRequestSchema,
  requestResetSchema,
  resetPasswordRequestSchema,
  retailerSignupRequestSchema,
} from '../../../contracts/auth';
import { parseInput } from '../../lib/validation';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session';
import {
  type AuthContext,
  changePassword,
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

export function authRoutes(app: FastifyInstance, ctx: AuthContext & { secureCookies: boolean }) {
  const signIn = async (user: UserRow, reply: FastifyReply) => {
    setSessionCookie(reply, await createSession(ctx.db, user.id, ctx.clock.now()), ctx.secureCookies);
    return toUserJson(user);
  };

  app.post('/api/auth/register', async (request, reply) => {
    const user = await registerDriver(ctx, parseInput(registerRequestSchema, request.body), request.ip);
    return reply.status(201).send(await signIn(user, reply));
  });

  app.post('/api/auth/retailer-signup', async (request, reply) => {
    const user = await signUpRetailer(ctx, parseInput(retailerSignupRequestSchema, request.body), request.ip);
    return reply.status(201).send(await signIn(user, reply));
  });

  app.post('/api/auth/login', async (request, reply) => {
    const user = await logIn(ctx, parseInput(loginRequestSchema, request.body), request.ip);
    return signIn(user, reply);
  });

  app.get('/api/auth/user', async (request) => toUserJson(requireUser(request)));

  app.get('/api/auth/logout', async (request, reply) => {
    requireUser(request);
    if (request.sessionToken) await deleteSession(ctx.db, request.sessionToken);
    clearSessionCookie(reply, ctx.secureCookies);
    return { message: 'Signed out' };
  });

  app.put('/api/auth/profile', async (request) => {
    const user = requireUser(request);
    return toUserJson(await updateProfile(ctx, user, parseInput(profileUpdateSchema, request.body)));
  });

  app.put('/api/auth/password', async (request) => {
    const user = requireUser(request);
    await changePassword(
      ctx,
      user,
      parseInput(passwordChangeRequestSchema, request.body),
      request.sessionToken!,
    );
    return { message: 'Password changed successfully' };
  });

  app.post('/api/auth/request-reset', async (request) => {
    const { emailOrPhone } = parseInput(requestResetSchema, request.body);
    await requestPasswordReset(ctx, emailOrPhone, request.ip);
    return { message: RESET_REQUESTED };
  });

  app.post('/api/auth/reset-password', async (request) => {
    await resetPassword(ctx, parseInput(resetPasswordRequestSchema, request.body), request.ip);
    return { message: 'Your password has been reset. You can now sign in.' };
  });

  // The browser lands here after a 401 (spec section 6); send it to the sign-in screen.
  app.get('/api/login', async (_request, reply) => reply.redirect('/login', 302));
}
