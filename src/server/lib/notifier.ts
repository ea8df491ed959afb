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
 * SMTP when configured (e-mail recipients); everything else goes to the log and to
 * DATA_DIR/outbox/, one file per message, so someone running it locally can follow the link.
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
      if (transport && message.to.email) {
        await transport.sendMail({ from: options.from, to: message.to.email, subject: message.subject, text: message.text });
        return;
      }
      const recipient = message.to.email ?? message.to.phone ?? 'unknown';
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomToken(4)}.txt`);
      await writeFile(file, `To: ${recipient}\nSubject: ${message.subject}\n\n${message.text}\n`, { mode: 0o600 });
      options.logger.info({ to: recipient, outbox: file }, `Outbox: ${message.subject}\n${message.text}`);
    },
  };
}
