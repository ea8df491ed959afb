import { describe, expect, it } from 'vitest';
import { summaryWeekDue } from './rules';
import {
  comparedWithWeekBefore,
  formatPounds,
  trialEndedEmail,
  trialEndingEmail,
  UNSUBSCRIBE_URL_PLACEHOLDER,
  weekLabel,
  weeklySummaryEmail,
} from './wording';

const count = (n: number) => String(n);

describe('compared with the week before', () => {
  it('says up or down with the percentage and last week’s figure', () => {
    expect(comparedWithWeekBefore(12, 8, count)).toBe('up 50% on the week before (8)');
    expect(comparedWithWeekBefore(6, 8, count)).toBe('down 25% on the week before (8)');
    expect(comparedWithWeekBefore(0, 3, count)).toBe('down 100% on the week before (3)');
    expect(comparedWithWeekBefore(30, 22.5, formatPounds)).toBe('up 33% on the week before (£22.50)');
  });

  it('has words for the same figure and for a week after none', () => {
    expect(comparedWithWeekBefore(5, 5, count)).toBe('the same as the week before');
    expect(comparedWithWeekBefore(0, 0, count)).toBe('the same as the week before');
    expect(comparedWithWeekBefore(4, 0, count)).toBe('up from 0 the week before');
    expect(comparedWithWeekBefore(7.5, 0, formatPounds)).toBe('up from £0.00 the week before');
  });
});

describe('the e-mails', () => {
  const shop = {
    businessName: 'Bean & <Scene>',
    trialEndDate: new Date('2026-03-20T12:00:00Z'),
    monthlyFee: '15.00',
  };

  it('names the trial’s end day and the fee', () => {
    const email = trialEndingEmail(shop, 14, 'https://parkperks.example/retailer');
    expect(email.subject).toBe('Your ParkPerks free trial ends in 14 days');
    expect(email.text).toContain('Your ParkPerks free trial ends on Friday 20 March 2026, in 14 days.');
    expect(email.text).toContain('£15.00 a month per location, with a 6-month minimum commitment');
    expect(email.text).toContain('Your portal: https://parkperks.example/retailer');
    expect(trialEndingEmail(shop, 1, 'x').subject).toBe('Your ParkPerks free trial ends in 1 day');
    const ended = trialEndedEmail(shop, 'https://parkperks.example/retailer');
    expect(ended.subject).toBe('Your ParkPerks free trial has ended');
    expect(ended.text).toContain('ended on Friday 20 March 2026. Your offer is no longer shown to drivers');
  });

  it('escapes the business name in HTML and makes links clickable', () => {
    const email = trialEndingEmail(shop, 3, 'https://parkperks.example/retailer');
    expect(email.text).toContain('Hello Bean & <Scene>,');
    expect(email.html).toContain('Hello Bean &#38; &#60;Scene&#62;,');
    expect(email.html).not.toContain('<Scene>');
    expect(email.html).toContain(
      '<a href="https://parkperks.example/retailer">https://parkperks.example/retailer</a>',
    );
  });

  it('sums up the week with each figure compared, and leaves a place for the unsubscribe link', () => {
    const week = summaryWeekDue(new Date('2026-03-16T08:00:00Z'))!;
    expect(weekLabel(week)).toBe('Monday 9 March to Sunday 15 March 2026');
    const email = weeklySummaryEmail(
      shop,
      week,
      {
        week: { redemptions: 3, discounts: 7.5, spend: 45 },
        previous: { redemptions: 2, discounts: 5, spend: 50 },
      },
      'https://parkperks.example/retailer',
    );
    expect(email.subject).toBe('Your ParkPerks week (9 Mar – 15 Mar): 3 redemptions, £45.00 spend');
    expect(email.text).toContain('Here is your ParkPerks week, Monday 9 March to Sunday 15 March 2026.');
    expect(email.text).toContain('Redemptions: 3, up 50% on the week before (2)');
    expect(email.text).toContain('Discounts given: £7.50, up 50% on the week before (£5.00)');
    expect(email.text).toContain('Minimum spend brought in: £45.00, down 10% on the week before (£50.00)');
    expect(email.text).toContain(`unsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`);
    expect(email.html).toContain(`<a href="${UNSUBSCRIBE_URL_PLACEHOLDER}">`);
    expect(email.html).toContain('Redemptions: 3, up 50% on the week before (2)<br>');
  });
});
