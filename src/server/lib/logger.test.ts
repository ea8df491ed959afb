import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { chooseLogFormat, readableMessage } from './logger';

describe('log format (docs/decisions/047)', () => {
  it('is readable at a terminal outside production, and JSON for pipes and production', () => {
    expect(chooseLogFormat(undefined, { production: false, terminal: true })).toBe('pretty');
    expect(chooseLogFormat(undefined, { production: false, terminal: false })).toBe('json');
    expect(chooseLogFormat(undefined, { production: true, terminal: true })).toBe('json');
  });

  it('follows LOG_FORMAT when it is set', () => {
    expect(chooseLogFormat('json', { production: false, terminal: true })).toBe('json');
    expect(chooseLogFormat('pretty', { production: true, terminal: false })).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'yaml' })).toThrow(/LOG_FORMAT="yaml": must be json or pretty/);
  });
});

describe('readable request lines', () => {
  it('keep the method, path, status and time of a request', () => {
    const incoming = { msg: 'incoming request', reqId: 'req-1', req: { method: 'GET', url: '/browse' } };
    expect(readableMessage(incoming, 'msg')).toBe('incoming request: GET /browse');
    const completed = { msg: 'request completed', res: { statusCode: 404 }, responseTime: 3.4 };
    expect(readableMessage(completed, 'msg')).toBe('request completed: 404 in 3 ms');
    expect(readableMessage({ msg: 'ParkPerks is ready' }, 'msg')).toBe('ParkPerks is ready');
  });
});
