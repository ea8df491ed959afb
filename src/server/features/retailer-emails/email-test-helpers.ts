/** Real SMTP servers for the retailer e-mail tests, on 127.0.0.1 with a free port, closed by the test. */
import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; mail: ParsedMail };

type Refusal = { code: number; message: string };

export type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

/**
 * An SMTP server (the `smtp-server` package) that keeps and parses what it accepts. `refuse` makes
 * it answer the message's data with an error instead (451 try later, by default for every message),
 * `delayMs` holds each message that long before answering, and it counts the messages it is taking
 * at once, per recipient and in all.
 */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  let refusal: { refusal: Refusal; times: number } | null = null;
  let delayMs = 0;
  const unknownRecipients = new Set<string>();
  const inFlight = new Map<string, number>();
  let inFlightAll = 0;
  const most = { perRecipient: 0, all: 0 };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!unknownRecipients.has(address.address.toLowerCase())) return callback();
      const error = new Error('No such user here') as Error & { responseCode: number };
      error.responseCode = 550;
      callback(error);
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
      for (const address of to) {
        const now = (inFlight.get(address) ?? 0) + 1;
        inFlight.set(address, now);
        most.perRecipient = Math.max(most.perRecipient, now);
      }
      inFlightAll++;
      most.all = Math.max(most.all, inFlightAll);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        for (const address of to) inFlight.set(address, (inFlight.get(address) ?? 1) - 1);
        inFlightAll--;
        if (refusal && refusal.times > 0) {
          refusal.times--;
          const error = new Error(refusal.refusal.message) as Error & { responseCode: number };
          error.responseCode = refusal.refusal.code;
          callback(error);
          return;
        }
        try {
          received.push({ to, mail: await simpleParser(Buffer.concat(chunks)) });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** What one recipient received, oldest first. */
    to: (address: string) => received.filter((r) => r.to.includes(address.toLowerCase())).map((r) => r.mail),
    refuse(times = Number.POSITIVE_INFINITY, code = 451, message = 'Try again later') {
      refusal = { refusal: { code, message }, times };
    },
    accept() {
      refusal = null;
      unknownRecipients.clear();
    },
    /** Refuses this address for good when it is named as a recipient (550). */
    refuseRecipient(address: string) {
      unknownRecipients.add(address.toLowerCase());
    },
    holdEachMessage(ms: number) {
      delayMs = ms;
    },
    most,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A bare SMTP server that hangs up without an answer: `before-data` when asked for the recipient (the
 * message was never handed over), `after-data` once the whole message has arrived (it may have been
 * taken). Counts the messages it saw whole.
 */
export async function startHangingUpSmtpServer(when: 'before-data' | 'after-data') {
  const sockets = new Set<Socket>();
  const seen = { wholeMessages: 0, connections: 0 };
  const server = createServer((socket) => {
    sockets.add(socket);
    seen.connections++;
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 hangup.test ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      if (inData) {
        if (!buffer.includes('\r\n.\r\n')) return;
        seen.wholeMessages++;
        socket.destroy();
        return;
      }
      let end = buffer.indexOf('\r\n');
      while (end >= 0 && !inData) {
        const line = buffer.slice(0, end).toUpperCase();
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO')) reply('250 hangup.test');
        else if (line.startsWith('HELO')) reply('250 hangup.test');
        else if (line.startsWith('MAIL FROM')) reply('250 OK');
        else if (line.startsWith('RCPT TO')) {
          if (when === 'before-data') {
            socket.destroy();
            return;
          }
          reply('250 OK');
        } else if (line === 'DATA') {
          inData = true;
          reply('354 Go ahead');
        } else if (line === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('250 OK');
        end = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
