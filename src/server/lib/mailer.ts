import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import { randomToken } from './crypto';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
};

/**
 * What became of one message. `refused`: the server said no (or we never reached the point of handing
 * the message over), so it was certainly not delivered and may be sent again. `unknown`: the connection
 * failed after the server had agreed to take the message's data, so it may have been delivered.
 */
export type MailResult =
  | { outcome: 'sent'; messageId: string }
  | { outcome: 'refused'; permanent: boolean; error: string }
  | { outcome: 'unknown'; error: string };

export interface Mailer {
  send(message: MailMessage): Promise<MailResult>;
}

/** Each SMTP step's limit, so a send always ends well inside the outbox's lease on its row. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

type SmtpError = Error & { responseCode?: number; command?: string };

export type MailerOptions = {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /**
   * With no SMTP server, also put each message's text in the log line, so someone running it locally
   * can follow a reset link from the terminal (the notifier's messages). Retailer e-mails leave it off.
   */
  logText?: boolean;
};

/**
 * The one e-mail sender: SMTP when SMTP_URL is set; otherwise each message is written to
 * DATA_DIR/outbox (one file each) and the log, so a local `npm start` needs no mail server. Each
 * message has its own connection, whose transaction log tells us whether the server had started to
 * take the message when something failed (docs/decisions/036). The notifier (password resets,
 * sign-in alerts) and the retailer e-mails both send through it.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl } = options;
  if (!smtpUrl) return fileMailer(options);
  return {
    async send(message) {
      const watch = watchTransaction();
      // Parsed here: given `url`, createTransport would take the URL's settings alone and drop the rest.
      const transport = nodemailer.createTransport({
        ...parseConnectionUrl(smtpUrl),
        ...SMTP_TIMEOUTS,
        transactionLog: true,
        logger: watch.logger,
      });
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html && { html: message.html }),
          headers: message.headers,
        });
        return { outcome: 'sent', messageId: String(info.messageId ?? '') };
      } catch (caught) {
        const error = caught as SmtpError;
        const text = error.message || String(caught);
        // The server answered with an error code: it did not take the message.
        if (error.responseCode) {
          // A recipient refused for good (550 no such user) is not worth trying again; anything else is.
          const permanent = error.responseCode >= 500 && error.command === 'RCPT TO';
          return { outcome: 'refused', permanent, error: text };
        }
        // No answer. Before the server agreed to take the data, nothing was delivered; after, it may have been.
        return watch.handedOver()
          ? { outcome: 'unknown', error: text }
          : { outcome: 'refused', permanent: false, error: text };
      } finally {
        transport.close();
      }
    },
  };
}

/**
 * A bunyan-style logger for one nodemailer connection that remembers whether the server answered
 * `DATA` with 354 (or 250): from then on the message may be delivered whatever happens next.
 */
function watchTransaction() {
  let lastCommand = '';
  let dataAccepted = false;
  const note = (entry: { tnx?: string } | undefined, line: unknown) => {
    const text = typeof line === 'string' ? line : '';
    if (entry?.tnx === 'client') lastCommand = text.trim().toUpperCase();
    if (entry?.tnx === 'server' && lastCommand === 'DATA' && /^[23]/.test(text)) dataAccepted = true;
  };
  const logger = {
    level: () => {},
    trace: () => {},
    debug: note,
    info: () => {},
    warn: () => {},
    error: () => {},
    fatal: () => {},
  };
  return { logger, handedOver: () => dataAccepted };
}

function fileMailer(options: Pick<MailerOptions, 'from' | 'outboxDir' | 'logger' | 'logText'>): Mailer {
  return {
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const messageId = randomToken(8);
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4)}.txt`,
      );
      const headers = Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
      await writeFile(
        file,
        `From: ${options.from}\nTo: ${message.to}\nSubject: ${message.subject}\n${headers.join('')}\n${message.text}\n`,
        { mode: 0o600 },
      );
      const line = options.logText
        ? `Outbox: ${message.subject}\n${message.text}`
        : `Outbox: ${message.subject}`;
      options.logger.info({ to: message.to, outbox: file }, line);
      return { outcome: 'sent', messageId };
    },
  };
}
