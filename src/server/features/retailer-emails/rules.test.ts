import { describe, expect, it } from 'vitest';
import { londonTime } from '#server/lib/clock.ts';
import {
  dueTrialEmail,
  inSendWindow,
  type RetailerForEmail,
  stillWanted,
  summaryWeekDue,
  wantsWeeklySummary,
} from './rules';

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);

function retailer(overrides: Partial<RetailerForEmail> = {}): RetailerForEmail {
  return {
    id: 'r1',
    businessName: 'Bean Scene',
    email: 'owner@bean.test',
    subscriptionStatus: 'trial',
    trialEndDate: at('2026-03-20T12:00:00Z'),
    weeklySummary: true,
    createdAt: at('2025-12-20T12:00:00Z'),
    ...overrides,
  };
}

describe('the send window (London time)', () => {
  it('is 08:00 to 20:00 in London, in GMT and in BST', () => {
    expect(inSendWindow(at('2026-03-16T07:59:59Z'))).toBe(false);
    expect(inSendWindow(at('2026-03-16T08:00:00Z'))).toBe(true);
    expect(inSendWindow(at('2026-03-16T19:59:59Z'))).toBe(true);
    expect(inSendWindow(at('2026-03-16T20:00:00Z'))).toBe(false);
    // BST: 08:00 London is 07:00 UTC.
    expect(inSendWindow(at('2026-06-01T06:59:00Z'))).toBe(false);
    expect(inSendWindow(at('2026-06-01T07:00:00Z'))).toBe(true);
    expect(inSendWindow(at('2026-06-01T19:00:00Z'))).toBe(false);
  });
});

describe('which trial e-mail is due', () => {
  const end = at('2026-03-20T12:00:00Z');
  const endMinus = (ms: number) => new Date(end.getTime() - ms);

  it('says nothing more than 14 days before the end', () => {
    expect(dueTrialEmail(retailer(), endMinus(14 * DAY + 60_000))).toBeNull();
  });

  it('sends the 14-day reminder from 14 days before until 3 days before', () => {
    expect(dueTrialEmail(retailer(), endMinus(14 * DAY))).toEqual({
      kind: 'trial_ending_14',
      dedupeKey: 'trial_ending_14:r1:2026-03-20',
    });
    expect(dueTrialEmail(retailer(), endMinus(3 * DAY + 60_000))?.kind).toBe('trial_ending_14');
  });

  it('sends the 3-day reminder in the last 3 days, and only that one for a trial shortened to 2 days', () => {
    expect(dueTrialEmail(retailer(), endMinus(3 * DAY))).toEqual({
      kind: 'trial_ending_3',
      dedupeKey: 'trial_ending_3:r1:2026-03-20',
    });
    expect(dueTrialEmail(retailer(), endMinus(2 * DAY))?.kind).toBe('trial_ending_3');
  });

  it("sends 'trial ended' for a week after the end, whether or not the sweep wrote expired", () => {
    expect(dueTrialEmail(retailer(), end)).toEqual({
      kind: 'trial_ended',
      dedupeKey: 'trial_ended:r1:2026-03-20',
    });
    expect(dueTrialEmail(retailer({ subscriptionStatus: 'expired' }), endMinus(-6 * DAY))?.kind).toBe(
      'trial_ended',
    );
    expect(dueTrialEmail(retailer({ subscriptionStatus: 'expired' }), endMinus(-7 * DAY))).toBeNull();
  });

  it('sends nothing to a plan, a cancelled shop, a shop with no address, or at night', () => {
    expect(dueTrialEmail(retailer({ subscriptionStatus: 'active' }), endMinus(3 * DAY))).toBeNull();
    expect(dueTrialEmail(retailer({ subscriptionStatus: 'cancelled' }), end)).toBeNull();
    expect(dueTrialEmail(retailer({ email: null }), endMinus(3 * DAY))).toBeNull();
    expect(dueTrialEmail(retailer({ trialEndDate: null }), endMinus(3 * DAY))).toBeNull();
    // 02:00 London, 13 days 10 hours before the end: due, but not at night.
    expect(dueTrialEmail(retailer(), at('2026-03-07T02:00:00Z'))).toBeNull();
    expect(dueTrialEmail(retailer(), at('2026-03-07T08:00:00Z'))?.kind).toBe('trial_ending_14');
  });

  it('keys a reminder by the end day, so an extended trial is reminded again', () => {
    const extended = retailer({ trialEndDate: at('2026-04-20T11:00:00Z') });
    expect(dueTrialEmail(extended, at('2026-04-17T11:00:00Z'))?.dedupeKey).toBe(
      'trial_ending_3:r1:2026-04-20',
    );
  });
});

describe('the weekly summary', () => {
  it('is due on Mondays from 08:00 London for the Monday-to-Sunday week before', () => {
    expect(summaryWeekDue(at('2026-03-16T07:59:00Z'))).toBeNull();
    expect(summaryWeekDue(at('2026-03-16T08:00:00Z'))).toEqual({
      start: '2026-03-09',
      end: '2026-03-15',
      previousStart: '2026-03-02',
      previousEnd: '2026-03-08',
      endsAt: at('2026-03-16T00:00:00Z'),
    });
    expect(summaryWeekDue(at('2026-03-17T08:00:00Z'))).toBeNull();
    expect(summaryWeekDue(at('2026-03-15T12:00:00Z'))).toBeNull();
  });

  it('follows London across the change to BST (Monday 30 March 2026, 08:00 BST = 07:00 UTC)', () => {
    expect(summaryWeekDue(at('2026-03-30T06:59:00Z'))).toBeNull();
    const week = summaryWeekDue(at('2026-03-30T07:00:00Z'));
    expect(week).toMatchObject({ start: '2026-03-23', end: '2026-03-29' });
    expect(week?.endsAt).toEqual(londonTime('2026-03-30'));
    expect(week?.endsAt.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('goes to trading shops that want it and were there that week', () => {
    const now = at('2026-03-16T08:00:00Z');
    const week = summaryWeekDue(now)!;
    expect(wantsWeeklySummary(retailer(), week, now)).toBe(true);
    expect(wantsWeeklySummary(retailer({ subscriptionStatus: 'active' }), week, now)).toBe(true);
    expect(wantsWeeklySummary(retailer({ weeklySummary: false }), week, now)).toBe(false);
    expect(wantsWeeklySummary(retailer({ email: null }), week, now)).toBe(false);
    expect(wantsWeeklySummary(retailer({ subscriptionStatus: 'expired' }), week, now)).toBe(false);
    expect(wantsWeeklySummary(retailer({ subscriptionStatus: 'cancelled' }), week, now)).toBe(false);
    // A trial that has ended but is still stored as 'trial' (the sweep has not run).
    expect(wantsWeeklySummary(retailer({ trialEndDate: at('2026-03-16T07:00:00Z') }), week, now)).toBe(false);
    // Joined this morning: nothing to report for last week.
    expect(wantsWeeklySummary(retailer({ createdAt: at('2026-03-16T07:00:00Z') }), week, now)).toBe(false);
  });
});

describe('an e-mail written earlier, when its turn to be sent comes', () => {
  const now = at('2026-03-18T12:00:00Z');
  const reminder = { kind: 'trial_ending_3', dedupeKey: 'trial_ending_3:r1:2026-03-20' };

  it('still goes when nothing changed', () => {
    expect(stillWanted(reminder, retailer(), now)).toBe(true);
    expect(stillWanted({ kind: 'weekly_summary', dedupeKey: 'x' }, retailer(), now)).toBe(true);
  });

  it('does not go after an unsubscribe, an extension, a plan, or a deletion', () => {
    expect(
      stillWanted({ kind: 'weekly_summary', dedupeKey: 'x' }, retailer({ weeklySummary: false }), now),
    ).toBe(false);
    expect(stillWanted(reminder, retailer({ trialEndDate: at('2026-04-20T12:00:00Z') }), now)).toBe(false);
    expect(stillWanted(reminder, retailer({ subscriptionStatus: 'active' }), now)).toBe(false);
    expect(stillWanted(reminder, null, now)).toBe(false);
    const ended = { kind: 'trial_ended', dedupeKey: 'trial_ended:r1:2026-03-20' };
    expect(stillWanted(ended, retailer({ subscriptionStatus: 'expired' }), now)).toBe(true);
    expect(stillWanted(ended, retailer({ subscriptionStatus: 'active' }), now)).toBe(false);
  });
});
