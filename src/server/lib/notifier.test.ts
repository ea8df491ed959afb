import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { createNotifier } from './notifier';

const logger = pino({ level: 'silent' });
const outboxDir = mkdtempSync(join(tmpdir(), 'pp-outbox-'));
afterAll(() => rmSync(outboxDir, { recursive: true, force: true }));

it('writes one file per message to the outbox and the message to the log when no SMTP server is configured', async () => {
  const lines: string[] = [];
  const capture = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const notifier = createNotifier({ from: 'ParkPerks <no-reply@test>', outboxDir, logger: capture });
  await notifier.send({
    to: { phone: '+447700900123' },
    subject: 'Reset',
    text: 'Link: http://localhost:3000/reset-password?token=abc',
  });
  await notifier.send({ to: { email: 'a@b.test' }, subject: 'Reset', text: 'Second' });
  const files = readdirSync(outboxDir);
  expect(files).toHaveLength(2);
  const contents = files.map((f) => readFileSync(join(outboxDir, f), 'utf8')).join('\n');
  expect(contents).toContain('To: +447700900123');
  expect(contents).toContain('http://localhost:3000/reset-password?token=abc');
  // Someone running it locally follows the link from the terminal (README, 'A first run').
  expect(lines.join('\n')).toContain('http://localhost:3000/reset-password?token=abc');
});

it('delivers e-mail through a real SMTP server when SMTP_URL is set', async () => {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  try {
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'ParkPerks <no-reply@test>',
      outboxDir,
      logger,
    });
    await notifier.send({
      to: { email: 'driver@example.com' },
      subject: 'Reset your ParkPerks password',
      text: 'Go to http://x/reset-password?token=t0k',
    });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain('To: driver@example.com');
    expect(received[0]).toContain('Subject: Reset your ParkPerks password');
    expect(received[0]).toContain('reset-password?token=t0k');
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

it('never writes a message to the log or the outbox once a channel is configured, even for a phone-only account', async () => {
  const lines: string[] = [];
  const capture = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const dir = mkdtempSync(join(tmpdir(), 'pp-outbox-'));
  try {
    // No server listens there: a phone-only recipient must not even try SMTP.
    const notifier = createNotifier({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'ParkPerks <no-reply@test>',
      outboxDir: dir,
      logger: capture,
    });
    await notifier.send({
      to: { phone: '+447700900123' },
      subject: 'Reset your ParkPerks password',
      text: 'Go to http://x/reset-password?token=s3cret',
    });
    expect(readdirSync(dir)).toHaveLength(0);
    expect(lines.join('\n')).toContain('Not delivered');
    expect(lines.join('\n')).not.toContain('s3cret');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
