import { describe, expect, it } from 'vitest';
import { registerRequestSchema, resetPasswordRequestSchema } from './auth';
import { discountAmountSchema, emailSchema, minimumSpendSchema, normaliseUkPhone } from './fields';

describe('UK phone normalisation', () => {
  it.each([
    ['07700 900123', '+447700900123'],
    ['+44 7700 900123', '+447700900123'],
    ['0044 7700 900123', '+447700900123'],
    ['447700900123', '+447700900123'],
    ['+44 (0)7700 900123', '+447700900123'],
    ['020 7946 0018', '+442079460018'],
    ['(0118) 496-0000', '+441184960000'],
  ])('%s -> %s', (input, expected) => expect(normaliseUkPhone(input)).toBe(expected));

  it.each(['12345', '+1 415 555 0100', '07700', '0770090012345', 'phone', '+44 0 7700 900123'])('refuses %s', (input) =>
    expect(normaliseUkPhone(input)).toBeNull(),
  );
});

describe('field schemas', () => {
  it('lower-cases and trims e-mail', () => expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com'));

  it.each([
    ['2.5', '2.50'],
    [3, '3.00'],
    ['0', '0.00'],
    [0.1 + 0.2, '0.30'],
    ['100', '100.00'],
  ])('reads money %j as %s', (input, expected) => expect(discountAmountSchema.parse(input)).toBe(expected));

  it.each([
    ['-1', 'Discount amount must be 0 or more'],
    ['2.555', 'Discount amount must have at most 2 decimal places'],
    ['abc', 'Discount amount must be a number'],
    ['', 'Discount amount is required'],
    ['100.01', 'Discount amount must be at most 100.00'],
  ])('refuses money %j', (input, message) => {
    const result = discountAmountSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('caps the minimum spend at £10,000', () => {
    expect(minimumSpendSchema.safeParse('10000').success).toBe(true);
    expect(minimumSpendSchema.safeParse('10000.01').success).toBe(false);
  });
});

describe('auth schemas', () => {
  it('needs an e-mail or a phone to register', () => {
    const result = registerRequestSchema.safeParse({ fullName: 'A', password: 'password1', email: '', phone: '' });
    expect(result.error?.issues[0]?.message).toBe('Email or phone number is required');
  });

  it('checks that passwords match before checking their length', () => {
    const mismatch = resetPasswordRequestSchema.safeParse({ token: 't', newPassword: 'short', confirmPassword: 'shorter' });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Passwords do not match']);
    const short = resetPasswordRequestSchema.safeParse({ token: 't', newPassword: 'short', confirmPassword: 'short' });
    expect(short.error?.issues.map((i) => i.message)).toEqual(['Password must be at least 8 characters']);
  });
});
