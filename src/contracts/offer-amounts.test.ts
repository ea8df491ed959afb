import { describe, expect, it } from 'vitest';
import { adminRetailerCreateSchema, adminRetailerUpdateSchema } from './admin';
import { fieldErrors, retailerSignupFormSchema } from './auth-forms';
import { DISCOUNT_OUT_OF_RANGE, MINIMUM_SPEND_BELOW_DISCOUNT, offerAmountsSchema } from './fields';
import {
  CHECK_CODE_AMBIGUOUS,
  CHECK_CODE_INVALID,
  discountUpdateSchema,
  normaliseConfirmationCode,
  readConfirmationCode,
} from './retailer-portal';

/** The one amounts rule (decisions.md section 4), as each form and request schema applies it. */
describe('the offer amounts rule in every schema that carries it', () => {
  const errorsOf = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
    result.success || !result.error ? {} : fieldErrors(result.error);

  it.each([
    ['portal request', (a: object) => discountUpdateSchema.safeParse(a)],
    ['amounts alone (the live form check)', (a: object) => offerAmountsSchema.safeParse(a)],
    [
      'admin create',
      (a: object) => adminRetailerCreateSchema.safeParse({ businessName: '', email: '', category: '', ...a }),
    ],
    [
      'admin edit',
      (a: object) => adminRetailerUpdateSchema.safeParse({ businessName: '', email: '', category: '', ...a }),
    ],
    ['sign-up form', (a: object) => retailerSignupFormSchema.safeParse(a)],
  ] as const)('%s: says each rule beside its field, with the other fields’ messages', (_name, parse) => {
    expect(errorsOf(parse({ discountAmount: '0.49', minimumSpend: '0' })).discountAmount).toBe(
      DISCOUNT_OUT_OF_RANGE,
    );
    expect(errorsOf(parse({ discountAmount: '20.01', minimumSpend: '0' })).discountAmount).toBe(
      DISCOUNT_OUT_OF_RANGE,
    );
    expect(errorsOf(parse({ discountAmount: '12', minimumSpend: '5' })).minimumSpend).toBe(
      MINIMUM_SPEND_BELOW_DISCOUNT,
    );
    for (const [discountAmount, minimumSpend] of [
      ['0.50', '0'],
      ['20.00', '0'],
      ['12', '12'],
      ['3', '15'],
    ]) {
      const errors = errorsOf(parse({ discountAmount, minimumSpend }));
      expect(errors.discountAmount, `${discountAmount}/${minimumSpend}`).toBeUndefined();
      expect(errors.minimumSpend, `${discountAmount}/${minimumSpend}`).toBeUndefined();
    }
  });
});

describe('reading a confirmation code as a cashier types it', () => {
  it.each([
    ['abc-234', 'ABC234'],
    [' ABC 234 ', 'ABC234'],
    ['a b c - 2 3 4', 'ABC234'],
  ])('reads %j as %s', (typed, code) =>
    expect(readConfirmationCode(normaliseConfirmationCode(typed))).toEqual({ ok: true, code }),
  );

  it.each(['ABC123', 'abc-0xy', 'ABCDEI', 'abcdeo', 'O'])('says %j has a 0, 1, I or O', (typed) =>
    expect(readConfirmationCode(normaliseConfirmationCode(typed))).toEqual({
      ok: false,
      problem: 'ambiguous',
      message: CHECK_CODE_AMBIGUOUS,
    }),
  );

  it.each(['', 'ABC', 'ABCDEFG', 'AB_234', 'ABC23!'])('asks for the 6-character code for %j', (typed) =>
    expect(readConfirmationCode(normaliseConfirmationCode(typed))).toEqual({
      ok: false,
      problem: 'invalid',
      message: CHECK_CODE_INVALID,
    }),
  );
});
