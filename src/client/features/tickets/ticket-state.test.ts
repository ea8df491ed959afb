import { describe, expect, it } from 'vitest';
import type { Ticket } from './api';
import { uploadBlockedReason } from './ticket-state';

const ticket = (overrides: Partial<Ticket>): Ticket => ({
  id: 't1',
  imageUrl: null,
  detectedDate: '2026-03-14',
  location: null,
  latitude: null,
  longitude: null,
  city: 'Reading',
  expiresAt: '2026-03-15T11:54:00Z',
  isVerified: true,
  redemptionsUsed: 0,
  createdAt: '2026-03-14T11:54:00Z',
  review: null,
  ...overrides,
});

describe('uploadBlockedReason: why the upload buttons are disabled', () => {
  const now = new Date('2026-03-14T15:00:00Z');

  it('says until when the ticket is valid once today’s proof is verified', () => {
    expect(uploadBlockedReason(ticket({}), now)).toBe(
      'Your ticket is valid until 11:54 tomorrow. You can upload a new one tomorrow.',
    );
  });

  it('leaves the buttons alone without a verified proof uploaded today', () => {
    expect(uploadBlockedReason(null, now)).toBeNull();
    expect(uploadBlockedReason(ticket({ isVerified: false, expiresAt: null }), now)).toBeNull();
    // Verified yesterday evening and still valid: the server takes today's upload.
    expect(
      uploadBlockedReason(
        ticket({ createdAt: '2026-03-13T20:00:00Z', expiresAt: '2026-03-14T20:00:00Z' }),
        now,
      ),
    ).toBeNull();
  });
});
