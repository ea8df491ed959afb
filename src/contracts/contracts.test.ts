import { describe, expect, it } from 'vitest';
import { loginRequestSchema, registerRequestSchema, resetPasswordRequestSchema } from './auth';
import { changePasswordFormSchema } from './auth-forms';
import {
  DISCOUNT_OUT_OF_RANGE,
  discountAmountSchema,
  emailSchema,
  MINIMUM_SPEND_BELOW_DISCOUNT,
  minimumSpendSchema,
  normaliseUkPhone,
  offerAmountsProblem,
  passwordSchema,
  ukPhoneSchema,
} from './fields';

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

  it.each(['12345', '+1 415 555 0100', '07700', '0770090012345', 'phone', '+44 0 7700 900123'])(
    'refuses %s',
    (input) => expect(normaliseUkPhone(input)).toBeNull(),
  );
});

describe('field schemas', () => {
  it('lower-cases and trims e-mail', () =>
    expect(emailSchema.parse('  Ada@Example.COM ')).toBe('ada@example.com'));

  it.each([
    ['2.5', '2.50'],
    [3, '3.00'],
    ['0.5', '0.50'],
    [0.3 + 0.2, '0.50'],
    ['20', '20.00'],
  ])('reads money %j as %s', (input, expected) => expect(discountAmountSchema.parse(input)).toBe(expected));

  it.each([
    ['-1', DISCOUNT_OUT_OF_RANGE],
    ['0', DISCOUNT_OUT_OF_RANGE],
    ['0.49', DISCOUNT_OUT_OF_RANGE],
    ['20.01', DISCOUNT_OUT_OF_RANGE],
    ['2.555', 'Discount amount must have at most 2 decimal places'],
    ['abc', 'Discount amount must be a number'],
    ['', 'Discount amount is required'],
  ])('refuses money %j', (input, message) => {
    const result = discountAmountSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('caps the minimum spend at £10,000', () => {
    expect(minimumSpendSchema.safeParse('10000').success).toBe(true);
    expect(minimumSpendSchema.safeParse('10000.01').success).toBe(false);
  });

  it.each([
    ['3.00', '0.00', null],
    ['3.00', '3.00', null],
    ['3.00', '10.00', null],
    ['9.00', '10.00', null],
    ['3.00', '2.99', MINIMUM_SPEND_BELOW_DISCOUNT],
    ['12.00', '5.00', MINIMUM_SPEND_BELOW_DISCOUNT],
    ['0.50', '0.49', MINIMUM_SPEND_BELOW_DISCOUNT],
  ])('judges £%s off a £%s minimum spend', (discount, spend, problem) =>
    expect(offerAmountsProblem(discount, spend)).toBe(problem),
  );
});

describe('auth schemas', () => {
  it('needs an e-mail or a phone to register', () => {
    const result = registerRequestSchema.safeParse({
      fullName: 'A',
      password: 'password1',
      email: '',
      phone: '',
    });
    expect(result.error?.issues[0]?.message).toBe('Email or phone number is required');
  });

  it('checks that passwords match before checking their length', () => {
    const mismatch = resetPasswordRequestSchema.safeParse({
      token: 't',
      newPassword: 'short',
      confirmPassword: 'shorter',
    });
    expect(mismatch.error?.issues.map((i) => i.message)).toEqual(['Passwords do not match']);
    const short = resetPasswordRequestSchema.safeParse({
      token: 't',
      newPassword: 'short',
      confirmPassword: 'short',
    });
    expect(short.error?.issues.map((i) => i.message)).toEqual(['Password must be at least 8 characters']);
  });
});

describe('maximum lengths', () => {
  const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts an e-mail of 254 characters and refuses 255', () => {
    const email = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(emailSchema.parse(email)).toBe(email);
    expect(messages(emailSchema.safeParse(`a${email}`))).toEqual([['', 'Email is too long']]);
  });

  it('accepts a spaced-out phone number of 32 characters and refuses 33', () => {
    const phone = `07700${' '.repeat(21)}900123`;
    expect(phone).toHaveLength(32);
    expect(ukPhoneSchema.parse(phone)).toBe('+447700900123');
    expect(messages(ukPhoneSchema.safeParse(`0${phone}`))).toEqual([['', 'Phone number is too long']]);
    expect(messages(ukPhoneSchema.safeParse('7'.repeat(8000)))).toEqual([['', 'Phone number is too long']]);
  });

  it('reads money text of 32 characters and refuses longer text before reading it', () => {
    expect(discountAmountSchema.parse(`${'0'.repeat(28)}2.50`)).toBe('2.50');
    expect(discountAmountSchema.parse(`  ${'0'.repeat(28)}2.50  `)).toBe('2.50');
    expect(messages(discountAmountSchema.safeParse(`${'0'.repeat(29)}2.50`))).toEqual([
      ['', 'Discount amount is too long'],
    ]);
    expect(messages(minimumSpendSchema.safeParse('1'.repeat(100_000)))).toEqual([
      ['', 'Minimum spend is too long'],
    ]);
  });

  it('trims the login identifier before measuring it', () => {
    const emailOrPhone = `${'a'.repeat(254 - '@example.com'.length)}@example.com`;
    expect(
      loginRequestSchema.parse({ emailOrPhone: `  ${emailOrPhone}  `, password: 'x' }).emailOrPhone,
    ).toBe(emailOrPhone);
    expect(
      messages(loginRequestSchema.safeParse({ emailOrPhone: `a${emailOrPhone}`, password: 'x' })),
    ).toEqual([['emailOrPhone', 'Email or phone number is too long']]);
  });

  it('caps passwords at 200 characters in requests and forms', () => {
    const long = 'p'.repeat(201);
    expect(passwordSchema.safeParse('p'.repeat(200)).success).toBe(true);
    expect(messages(passwordSchema.safeParse(long))).toEqual([['', 'Password is too long']]);
    expect(messages(loginRequestSchema.safeParse({ emailOrPhone: 'a@b.co', password: long }))).toEqual([
      ['password', 'Password is too long'],
    ]);
    expect(
      messages(
        resetPasswordRequestSchema.safeParse({ token: 't', newPassword: 'short', confirmPassword: long }),
      ),
    ).toEqual([
      ['confirmPassword', 'Password is too long'],
      ['confirmPassword', 'Passwords do not match'],
    ]);
    expect(
      messages(
        changePasswordFormSchema.safeParse({
          currentPassword: long,
          newPassword: long,
          confirmPassword: long,
        }),
      ),
    ).toEqual([
      ['currentPassword', 'Current password is too long'],
      ['newPassword', 'Password is too long'],
    ]);
    expect(
      changePasswordFormSchema.safeParse({
        currentPassword: 'p'.repeat(200),
        newPassword: 'n'.repeat(200),
        confirmPassword: 'n'.repeat(200),
      }).success,
    ).toBe(true);
  });
});
