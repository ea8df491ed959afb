import { describe, expect, it } from 'vitest';
import {
  applyBackspace,
  applyInput,
  applyPaste,
  emptyDigits,
  firstEmpty,
  isComplete,
} from './code-entry-logic';

const code = (text: string) => text.split('').map((c) => (c === '_' ? '' : c));

describe('the 4-box code entry', () => {
  it('takes one digit and moves to the next box', () => {
    expect(applyInput(emptyDigits(), 0, '4')).toEqual({ digits: code('4___'), focus: 1 });
    expect(applyInput(code('042_'), 3, '7')).toEqual({ digits: code('0427'), focus: 3 });
  });

  it('ignores anything but digits', () => {
    expect(applyInput(emptyDigits(), 0, 'a')).toEqual({ digits: emptyDigits(), focus: null });
    expect(applyInput(code('4___'), 0, '4e')).toEqual({ digits: code('4___'), focus: null });
    expect(applyInput(code('4___'), 1, '-')).toEqual({ digits: code('4___'), focus: null });
  });

  it('replaces the digit of a full box with the one typed, whichever side of it the caret was', () => {
    expect(applyInput(code('4___'), 0, '49')).toEqual({ digits: code('9___'), focus: 1 });
    expect(applyInput(code('4___'), 0, '94')).toEqual({ digits: code('9___'), focus: 1 });
  });

  it('clears a box the browser emptied without moving', () => {
    expect(applyInput(code('04__'), 1, '')).toEqual({ digits: code('0___'), focus: null });
  });

  it('fills every box from an autofilled or pasted code, whichever box it lands in', () => {
    expect(applyInput(emptyDigits(), 0, '0427')).toEqual({ digits: code('0427'), focus: 3 });
    expect(applyPaste(code('9___'), 2, '0427')).toEqual({ digits: code('0427'), focus: 3 });
    expect(applyPaste(emptyDigits(), 1, 'Code: 0 4 2 7')).toEqual({ digits: code('0427'), focus: 3 });
  });

  it('fills a shorter paste from the box it lands in', () => {
    expect(applyPaste(code('0___'), 1, '42')).toEqual({ digits: code('042_'), focus: 3 });
    expect(applyPaste(code('0___'), 1, 'no digits')).toEqual({ digits: code('0___'), focus: null });
  });

  it('moves back from an empty box on backspace, clearing the previous digit', () => {
    expect(applyBackspace(code('04__'), 2)).toEqual({ digits: code('0___'), focus: 1 });
    expect(applyBackspace(code('04__'), 1)).toBeNull();
    expect(applyBackspace(emptyDigits(), 0)).toBeNull();
  });

  it('knows when the code is complete and where the first gap is', () => {
    expect(isComplete(code('0427'))).toBe(true);
    expect(isComplete(code('04_7'))).toBe(false);
    expect(firstEmpty(code('04_7'))).toBe(2);
    expect(firstEmpty(code('0427'))).toBe(3);
  });
});
