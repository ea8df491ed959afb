import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import {
  createTicketReader,
  type TicketReader,
  type TicketReaderOptions,
  type TicketReading,
} from '#server/features/tickets/reader/index.ts';

const ROOT = join(import.meta.dirname, '../..');

/**
 * What a reading depends on besides the image and the moment: the server's code (the reader, the
 * gazetteer, the image helpers) and the installed packages. A reading recorded under another
 * fingerprint is never replayed.
 */
function codeFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.test.ts')) hash.update(path.slice(ROOT.length)).update(readFileSync(path));
    }
  };
  walk(join(ROOT, 'src/server'));
  hash.update(readFileSync(join(ROOT, 'package-lock.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * The real ticket reader for the API tests, whose readings the second database pass of `.ci/run`
 * replays (docs/decisions/048). A reading depends on the image, the moment and the code, never on the
 * database, and reading the same photos again on PostgreSQL cost CI minutes of OCR that proved
 * nothing new. With TICKET_READINGS=record each reading is written to TICKET_READINGS_DIR (default
 * test-results/ticket-readings), keyed by the image's hash, the moment and the code's fingerprint;
 * with TICKET_READINGS=replay a reading found there is answered as it was, and anything else is read
 * for real. Unset (a developer's `npm test`), it is simply the real reader.
 */
export function createTestTicketReader(options: TicketReaderOptions = {}): TicketReader {
  const mode = process.env.TICKET_READINGS;
  if (mode !== 'record' && mode !== 'replay') return createTicketReader(options);
  const dir = join(
    process.env.TICKET_READINGS_DIR ?? join(ROOT, 'test-results/ticket-readings'),
    codeFingerprint(),
  );
  mkdirSync(dir, { recursive: true });
  let real: TicketReader | null = null;
  const reader = () => {
    real ??= createTicketReader(options);
    return real;
  };
  const fileFor = (image: Buffer, now: Date) =>
    join(dir, `${createHash('sha256').update(image).update(now.toISOString()).digest('hex')}.json`);
  return {
    async read(image, now) {
      const file = fileFor(image, now);
      if (mode === 'replay' && existsSync(file))
        return JSON.parse(readFileSync(file, 'utf8')) as TicketReading;
      const reading = await reader().read(image, now);
      if (mode === 'record') {
        const partial = `${file}.${process.pid}.part`;
        writeFileSync(partial, JSON.stringify(reading));
        renameSync(partial, file);
      }
      return reading;
    },
    // Replaying, the OCR workers start only for an image that was not recorded.
    warmUp: () => (mode === 'replay' ? Promise.resolve() : reader().warmUp()),
    close: () => real?.close() ?? Promise.resolve(),
  };
}
