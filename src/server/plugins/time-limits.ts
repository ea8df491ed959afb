import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERRORS } from '#contracts/errors.ts';

export type TimeLimits = {
  /** Most requests: a handler still running after this answers 503. */
  handlerMs: number;
  /** Routes that legitimately take longer (a 10 MB upload on a slow phone, OCR). */
  slowHandlerMs: number;
  isSlowRoute(request: FastifyRequest): boolean;
};

export const TIMED_OUT = ERRORS.busy.message;
const RETRY_AFTER_SECONDS = 5;

/**
 * Every request has a time limit (docs/decisions/009). Receiving headers and bodies is bounded by
 * the HTTP server's own timeouts (set in app.ts); this bounds the handler: when it has not answered
 * in time, the client gets a 503 with Retry-After rather than a connection left hanging.
 */
export function registerTimeLimits(app: FastifyInstance, limits: TimeLimits) {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const ms = limits.isSlowRoute(request) ? limits.slowHandlerMs : limits.handlerMs;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ ms }, 'Request timed out');
      void reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ code: 'busy', message: TIMED_OUT });
    }, ms);
    timer.unref();
    timers.set(request, timer);
  });
  app.addHook('onResponse', async (request) => clearTimeout(timers.get(request)));
  app.addHook('onRequestAbort', async (request) => clearTimeout(timers.get(request)));
}
