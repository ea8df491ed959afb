import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERRORS, isErrorCode, refusalCode } from './errors';
import { OUTCOME_MESSAGES, REFUSAL_OUTCOMES } from './ticket-outcomes';

const SERVER = join(import.meta.dirname, '../server');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Every error code written in the server's source: the first argument of the error helpers and of
 * AppError, a rate limit's code, codes kept in constants, `code: '…'` in answers built by hand, and
 * the error handler's own. (TypeScript already allows only the table's codes; this also catches a
 * code passed where the types are looser, and shows which codes nothing throws any more.)
 */
function codesInServer(): Map<string, string[]> {
  const helpers =
    'badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|tooManyRequests|unavailable|fail';
  const patterns = [
    new RegExp(`\\b(?:${helpers})\\(\\s*'([^']+)'`, 'g'),
    /new AppError\(\s*\d+,\s*'([^']+)'/g,
    /super\(\s*\d+,\s*'([^']+)'/g,
    /(?:countAttempt|refusePastLimit)\([^;]*?,\s*'([^']+)',?\s*\)/gs,
    /\bcode: '([^']+)'/g,
    /const [A-Z_]+ = '([a-z_]+\.[a-z_.]+)'/g,
    // The helpers' defaults, and the error handler's tables and answers.
    /ErrorCodeWithStatus<\d+> = '([^']+)'/g,
    /^\s+(?:FST_\w+|\d{3}): '([^']+)',?$/gm,
    /\banswer\(reply, '([^']+)'\)/g,
    // One of two codes: `conflict(here ? 'a.b' : 'c.d')`.
    /\? '([a-z_]+\.[a-z_.]+)' : '([a-z_]+\.[a-z_.]+)'/g,
  ];
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SERVER)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) {
      for (const match of text.matchAll(pattern)) {
        for (const code of match.slice(1).filter(Boolean)) {
          found.set(code, [...(found.get(code) ?? []), relative(SERVER, file)]);
        }
      }
    }
  }
  return found;
}

describe('the error code table', () => {
  it('holds stable, unique, dotted lower-case codes with an error status and words for each', () => {
    expect(ERROR_CODES.length).toBeGreaterThan(40);
    expect(new Set(ERROR_CODES.map((code) => code.toLowerCase())).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[a-z][a-z_]*(\.[a-z][a-z_]*)*$/);
      const { status, message } = ERRORS[code];
      expect(status, code).toBeGreaterThanOrEqual(400);
      expect(status, code).toBeLessThan(600);
      expect(message.trim(), code).not.toBe('');
    }
  });

  it('is the one table of messages: no two codes say the same words', () => {
    const messages = ERROR_CODES.map((code) => ERRORS[code].message);
    const repeated = messages.filter((message, index) => messages.indexOf(message) !== index);
    expect(repeated).toEqual([]);
  });

  it('has a code for each of the reader’s refusals, with docs/decisions/024’s exact words', () => {
    for (const outcome of REFUSAL_OUTCOMES) {
      const code = refusalCode(outcome);
      expect(isErrorCode(code)).toBe(true);
      expect(ERRORS[code]).toEqual({ status: 422, message: OUTCOME_MESSAGES[outcome].api });
    }
    expect(ERRORS['ticket.wrong_date'].message).toBe('Ticket date not today.');
  });

  it('keeps the spec’s and decisions’ words where they are fixed', () => {
    expect(ERRORS['redemption.wrong_code'].message).toBe('Incorrect code.');
    expect(ERRORS['redemption.already_redeemed'].message).toBe('Already redeemed at this retailer today.');
    expect(ERRORS['redemption.limit_reached'].message).toBe("Maximum offers reached for today's parking.");
    expect(ERRORS['redemption.ticket_required'].message).toBe('A verified parking ticket is required.');
    expect(ERRORS['redemption.locked_out'].message).toBe('Too many incorrect codes. Try again later.');
    expect(ERRORS['ticket.already_uploaded_today'].message).toBe(
      'You have already uploaded parking proof today.',
    );
    expect(ERRORS['ticket.unknown_town'].message).toBe("We couldn't find that town. Check the spelling.");
    expect(ERRORS['retailer.not_found'].message).toBe('Retailer not found');
  });
});

describe('codes the server can throw', () => {
  const found = codesInServer();

  it('finds the codes where the server writes them', () => {
    // A sanity check on the scan itself: these are thrown in well-known places.
    for (const code of ['auth.invalid_login', 'ticket.already_uploaded_today', 'redemption.wrong_code']) {
      expect(found.has(code), code).toBe(true);
    }
    expect(found.size).toBeGreaterThan(40);
  });

  it('are all in the table', () => {
    const unknown = [...found]
      .filter(([code]) => !isErrorCode(code))
      .map(([code, files]) => `${code} (${files})`);
    expect(unknown).toEqual([]);
  });

  it('leave no code in the table unused', () => {
    // `ticket.<outcome>` codes are thrown through refusalCode(outcome).
    const thrownIndirectly = new Set<string>(REFUSAL_OUTCOMES.map(refusalCode));
    const unused = ERROR_CODES.filter((code) => !found.has(code) && !thrownIndirectly.has(code));
    expect(unused).toEqual([]);
  });
});
