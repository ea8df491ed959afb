/**
 * The rules of the 4-box code entry (docs/decisions/019, 008), kept free of React so they
 * can be tested on their own. Each box holds one digit or nothing; every change says which box
 * should have the focus next.
 */
export const CODE_LENGTH = 4;

export type Digits = readonly string[];

export interface CodeChange {
  digits: Digits;
  /** The box to focus next, or null to leave the focus where it is. */
  focus: number | null;
}

export function emptyDigits(length = CODE_LENGTH): Digits {
  return Array.from({ length }, () => '');
}

export function onlyDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export function isComplete(digits: Digits): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

export function firstEmpty(digits: Digits): number {
  const index = digits.indexOf('');
  return index === -1 ? digits.length - 1 : index;
}

/** Writes `text`'s digits into the boxes from `start`, as far as they go. */
function fillFrom(digits: Digits, start: number, text: string): CodeChange {
  const next = [...digits];
  const chars = text.slice(0, digits.length - start);
  for (let offset = 0; offset < chars.length; offset++) next[start + offset] = chars[offset] ?? '';
  return { digits: next, focus: Math.min(start + chars.length, digits.length - 1) };
}

/**
 * Text pasted into box `index`: a whole code (4 digits or more, e.g. '0427' or 'Code: 0427')
 * fills every box whichever box it lands in; a shorter run fills from that box on.
 */
export function applyPaste(digits: Digits, index: number, text: string): CodeChange {
  const pasted = onlyDigits(text);
  if (!pasted) return { digits, focus: null };
  return fillFrom(digits, pasted.length >= digits.length ? 0 : index, pasted);
}

/**
 * What the browser now holds in box `index` after typing or autofill (the one-time-code autofill
 * puts the whole code in the first box). Anything but digits is dropped. A typed digit moves the
 * focus to the next box; a digit typed into a full box replaces the one that was there.
 */
export function applyInput(digits: Digits, index: number, raw: string): CodeChange {
  const previous = digits[index] ?? '';
  const typed = onlyDigits(raw);
  if (typed === previous) return { digits, focus: null };
  if (typed === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: null };
  }
  if (typed.length === 1) {
    const next = [...digits];
    next[index] = typed;
    return { digits: next, focus: Math.min(index + 1, digits.length - 1) };
  }
  if (typed.length >= digits.length) return applyPaste(digits, index, typed);
  if (typed.length === 2 && previous && typed.includes(previous)) {
    // The caret was before or after the old digit: keep the new one.
    const next = [...digits];
    next[index] = (typed[0] === previous ? typed[1] : typed[0]) ?? '';
    return { digits: next, focus: Math.min(index + 1, digits.length - 1) };
  }
  return fillFrom(digits, index, typed);
}

/**
 * Backspace in box `index`. In a box with a digit the browser deletes it (nothing to do here); in
 * an empty box the focus moves to the previous box and clears it, so holding the key wipes the code.
 */
export function applyBackspace(digits: Digits, index: number): CodeChange | null {
  if (digits[index] !== '' || index === 0) return null;
  const next = [...digits];
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}
