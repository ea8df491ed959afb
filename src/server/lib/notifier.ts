import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from './crypto';

export type Message = { to: { email?: string | null; phone?: string | null }; subject: string; text: string };

/** Delivers messages to people (password reset links). */
export interface Notifier {
  send(message: Message): Promise<void>;
}

/**
 * SMTP when configured. With no delivery channel at all (someone running it locally) messages go
 * to the log and to DATA_DIR/outbox/, one file per message, so the link can be followed. Once a
 * channel is configured nothing is ever written there: a recipient no channel reaches (a
 * phone-only account while SMS is not configured) gets nothing and the log says so, without the
 * message, because it carries a reset link (docs/decisions/009).
 */
export function createNotifier(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Notifier {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      if (transport) {
        if (message.to.email) {
          await transport.sendMail({
            from: options.from,
            to: message.to.email,
            subject: message.subject,
            text: message.text,
          });
        } else {
          options.logger.warn(
            { subject: message.subject },
            'Not delivered: the recipient has no e-mail address and SMS is not configured.',
          );
        }
        return;
      }
      const recipient = message.to.email ?? message.to.phone ?? 'unknown';
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4)}.txt`,
      );
      await writeFile(file, `To: ${recipient}\nSubject: ${message.subject}\n\n${message.text}\n`, {
        mode: 0o600,
      });
      options.logger.info({ to: recipient, outbox: file }, `Outbox: ${message.subject}\n${message.text}`);
    },
  };
}
