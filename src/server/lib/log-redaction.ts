/** Query parameters that carry secrets (reset links); their values never reach a log line. */
const SECRET_PARAMS = /([?&](?:token|reset_token|signature)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** Fastify's request log shape, with secrets taken out of the URL (docs/decisions/009). */
export function requestLogValue(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
