import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines for machines; one readable line per event for a person at a terminal. The default is
 * readable only for a terminal outside production (docs/decisions/047): a log collector, a pipe or a
 * production server gets JSON, and LOG_FORMAT chooses either way.
 */
export function chooseLogFormat(
  configured: LogFormat | undefined,
  context: { production: boolean; terminal: boolean },
): LogFormat {
  return configured ?? (context.terminal && !context.production ? 'pretty' : 'json');
}

/** The process's logger: `stream` (tests) takes JSON lines whatever the format. */
export function createLogger(
  settings: { logLevel: string; logFormat: LogFormat | undefined; production: boolean },
  options: { level?: string; stream?: { write(line: string): void } } = {},
): Logger {
  const level = options.level ?? settings.logLevel;
  if (options.stream) return pino({ level }, options.stream as DestinationStream);
  const format = chooseLogFormat(settings.logFormat, {
    production: settings.production,
    terminal: Boolean(process.stdout.isTTY),
  });
  if (format === 'json') return pino({ level });
  // Synchronous, in this thread: a line is on the screen before the process can exit, and no worker
  // thread is started for it.
  return pino(
    { level },
    pretty({
      sync: true,
      colorize: true,
      singleLine: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      messageFormat: readableMessage,
    }),
  );
}

/** Fastify's two lines per request, shortened to what a person scans for: method, path, status, time. */
export function readableMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const req = log.req as { method?: string; url?: string } | undefined;
  const res = log.res as { statusCode?: number } | undefined;
  if (req?.method) return `${message}: ${req.method} ${req.url ?? ''}`;
  if (res?.statusCode !== undefined) {
    const ms = typeof log.responseTime === 'number' ? ` in ${Math.round(log.responseTime)} ms` : '';
    return `${message}: ${res.statusCode}${ms}`;
  }
  return message;
}
