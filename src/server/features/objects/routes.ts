import { Socket } from 'node:net';
import { addressKey } from '#server/lib/address-key.ts';
import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOGO_WIDTHS } from '#contracts/logo-sources.ts';
import { uploadedObjectSchema, uploadSlotSchema } from '#contracts/objects.ts';
import { requireUser } from '#server/plugins/session.ts';
import { type Api, idParams } from '#server/plugins/zod.ts';
import { createUploadSlot, type ObjectsContext, objectReads, receiveUpload } from './service';

// Object ids are never reused (a new logo is a new object), so a public logo can be cached for good.
const LOGO_CACHE = 'public, max-age=31536000, immutable';
// Never kept by the browser: on a shared device a ticket photo must not outlive the session (docs/decisions/045).
const TICKET_CACHE = 'private, no-store';
const LINGER_MS = 10_000;
const LINGER_BYTES = 32 * 1024 * 1024;

/** The upload PUT's credential is its signature, checked by the service (not a session). */
const uploadQuery = z.object({ signature: z.string().optional().catch(undefined) });

/** `?w=96`: a logo resized to that width as WebP (only the widths the app draws, so few variants exist). */
const readQuery = z.object({
  w: z.coerce
    .number({ error: 'w must be a number' })
    .refine((w) => LOGO_WIDTHS.includes(w), `w must be one of ${LOGO_WIDTHS.join(', ')}`)
    .optional(),
});

export function objectRoutes(app: Api, ctx: ObjectsContext) {
  const reads = objectReads(ctx);
  app.post(
    '/api/objects/upload',
    { schema: { response: { 200: uploadSlotSchema } }, config: { access: 'signedIn' } },
    async (request) => createUploadSlot(ctx, requireUser(request)),
  );

  // Encapsulated so the raw-body parser below applies to these routes only, not to the JSON API.
  app.register(async (encapsulated) => {
    const scope = encapsulated.withTypeProvider<ZodTypeProvider>();
    // Whatever the browser calls the file (image/jpeg, application/octet-stream, even application/json),
    // the handler gets the raw stream; the type is judged from the bytes.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.put(
      '/api/objects/:id',
      {
        schema: { params: idParams, querystring: uploadQuery, response: { 200: uploadedObjectSchema } },
        config: { access: 'public' },
      },
      async (request) => {
        const body = request.body as Readable | undefined;
        try {
          return await receiveUpload(ctx, {
            id: request.params.id,
            signature: request.query.signature,
            body,
            declaredLength: contentLength(request),
          });
        } finally {
          if (body && !body.readableEnded) discardRest(request, body);
        }
      },
    );

    // Logos are public; ticket images need signing in and are their owner's (and admins'): the service decides.
    scope.get(
      '/api/objects/:id',
      { schema: { params: idParams, querystring: readQuery }, config: { access: 'public' } },
      async (request, reply) => {
        const object = await reads.read({
          id: request.params.id,
          viewer: request.user,
          width: request.query.w,
          address: addressKey(request.ip),
        });
        return reply
          .header('Cache-Control', object.purpose === 'logo' ? LOGO_CACHE : TICKET_CACHE)
          .header('Content-Type', object.contentType)
          .header('Content-Length', object.data.length)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Disposition', 'inline')
          .send(object.data);
      },
    );
  });
}

/**
 * Answered before the body ended (413, 403 …). Closing at once would make a client that is still sending
 * see a connection reset instead of our answer, so (like nginx's lingering close) the rest is read and
 * thrown away, never kept, for up to LINGER_MS or LINGER_BYTES; then the connection is cut. An injected
 * request has no client on a wire to protect, so its body is simply stopped.
 */
function discardRest(request: FastifyRequest, body: Readable) {
  const socket = request.raw.socket;
  if (!(socket instanceof Socket)) {
    body.destroy();
    return;
  }
  let drained = 0;
  const cut = () => {
    body.destroy();
    socket.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  const done = () => clearTimeout(timer);
  body.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > LINGER_BYTES) {
      done();
      cut();
    }
  });
  body.once('end', done).once('close', done);
  body.resume();
}

function contentLength(request: FastifyRequest): number | undefined {
  const header = request.headers['content-length'];
  const value = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}
