import type { FastifyBaseLogger } from 'fastify';
import { createMailer } from './mailer';

export type Message = { to: { email?: string | null; phone?: string | null }; subject: string; text: string };

/** Delivers messages to people (password reset links). */
export interface Notifier {
  send(message: Message): Promise<void>;
}

/**
 * Chooses the channel for a person and hands the message to the one e-mail sender (mailer.ts): SMTP
 * when configured. With no delivery channel at all (someone running it locally) messages go to the
 * log and to DATA_DIR/outbox/, one file per message, so the link can be followed. Once a channel is
 * configured nothing is ever written there: a recipient no channel reaches (a phone-only account
 * while SMS is not configured) gets nothing and the log says so, without the message, because it
 * carries a reset link (docs/decisions/009). A message the server did not take is an error.
 */
export function createNotifier(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}): Notifier {
  const mailer = createMailer({ ...options, logText: true });
  return {
    async send(message) {
      let to: string;
      if (options.smtpUrl) {
        if (!message.to.email) {
          options.logger.warn(
            { subject: message.subject },
            'Not delivered: the recipient has no e-mail address and SMS is not configured.',
          );
          return;
        }
        to = message.to.email;
      } else {
        to = message.to.email ?? message.to.phone ?? 'unknown';
      }
      const result = await mailer.send({ to, subject: message.subject, text: message.text });
      if (result.outcome !== 'sent') throw new Error(`E-mail not sent: ${result.error}`);
    },
  };
}
