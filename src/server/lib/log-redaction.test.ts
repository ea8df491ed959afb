import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('shows token pages and their API as the route pattern, however the path is spelt', () => {
    expect(redactUrl('/reports/abc_DEF-123')).toBe('/reports/:token');
    expect(redactUrl('/REPORTS/abc?utm=x')).toBe('/reports/:token?utm=x');
    expect(redactUrl('//unsubscribe//abc/')).toBe('/unsubscribe/:token/');
    expect(redactUrl('/api/public/reports/abc/report.csv')).toBe('/api/public/reports/:token/report.csv');
    expect(redactUrl('/api/public/unsubscribe/abc#x')).toBe('/api/public/unsubscribe/:token#x');
    expect(redactUrl('/confirm-email/abc')).toBe('/confirm-email/:token');
    expect(redactUrl('/api/public/contact-email/confirm/abc')).toBe(
      '/api/public/contact-email/confirm/:token',
    );
  });

  it('uses a matched route pattern that has a token parameter', () => {
    expect(redactUrl('/api/x/secret?token=t', '/api/x/:token')).toBe('/api/x/:token?token=[redacted]');
    expect(redactUrl('/api/admin/town-reports/7', '/api/admin/town-reports/:id')).toBe(
      '/api/admin/town-reports/7',
    );
  });

  it('leaves other paths alone', () => {
    expect(redactUrl('/towns/reports')).toBe('/towns/reports');
    expect(redactUrl('/api/admin/town-reports')).toBe('/api/admin/town-reports');
  });
});

describe('redactText', () => {
  it('takes token paths and reset tokens out of a message', () => {
    expect(redactText('Reply was already sent in "/reports/abc" (GET), see /reset?token=zz')).toBe(
      'Reply was already sent in "/reports/:token" (GET), see /reset?token=[redacted]',
    );
  });
});
