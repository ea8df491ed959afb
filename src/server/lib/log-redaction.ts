/** Query parameters that carry secrets (reset links); their values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|reset_token|signature)=)[^&#]*/gi;

/**
 * The web app's pages whose path carries a secret token (town report, unsubscribe and contact
 * confirmation links), and
 * their API. Matched loosely (any case, repeated slashes) because the web app's router would still
 * show such a page; the log gets the route pattern instead (docs/decisions/045).
 */
const TOKEN_PATHS =
  /^(\/+api\/+public)?\/+(reports|unsubscribe|confirm-email|contact-email\/+confirm)\/+[^/?#]+/i;

/** A URL as a log line may show it: no secret query values, no token path segments. */
export function redactUrl(url: string, routePattern?: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  // A route of ours with a token parameter logs as its pattern, whatever the path held.
  const shown =
    routePattern && /(^|\/):token\b/.test(routePattern)
      ? routePattern
      : path.replace(
          TOKEN_PATHS,
          (_match, api: string | undefined, page: string) =>
            `${api ? '/api/public' : ''}/${page.toLowerCase()}/:token`,
        );
  return shown + rest.replace(SECRET_PARAMS, '$1[redacted]');
}

/** Token paths anywhere in a text (an error's message or stack), for the `err` serializer. */
const TOKEN_PATHS_IN_TEXT =
  /((?:\/+api\/+public)?\/+(?:reports|unsubscribe|confirm-email|contact-email\/+confirm)\/+)[^/?#\s"'`]+/gi;

export function redactText(text: string): string {
  return text.replace(TOKEN_PATHS_IN_TEXT, '$1:token').replace(SECRET_PARAMS, '$1[redacted]');
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
};

/**
 * Fastify's request log shape, with secrets taken out of the URL (docs/decisions/009): reset tokens
 * in the query, tokens in the path as the route pattern (docs/decisions/045).
 */
export function requestLogValue(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url, request.routeOptions?.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

type SerializedError = { message?: unknown; stack?: unknown; [key: string]: unknown };

/**
 * Wraps an error serializer so a message or stack that quotes a request's URL (Fastify's "Reply was
 * already sent … in /reports/…") shows no token either (docs/decisions/045).
 */
export function redactingErrorSerializer(serialize: (error: Error) => SerializedError) {
  return (error: Error) => {
    const value = serialize(error);
    if (typeof value.message === 'string') value.message = redactText(value.message);
    if (typeof value.stack === 'string') value.stack = redactText(value.stack);
    return value;
  };
}
