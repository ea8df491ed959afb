import {
  type ClipboardEvent,
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  useCallback,
  useRef,
  useState,
} from 'react';
import {
  applyBackspace,
  applyInput,
  applyPaste,
  CODE_LENGTH,
  type CodeChange,
  type Digits,
  emptyDigits,
  firstEmpty,
  isComplete,
} from './code-entry-logic';

type BoxProps = InputHTMLAttributes<HTMLInputElement> & { ref: (element: HTMLInputElement | null) => void };

/**
 * State and keyboard handling of the 4-box code entry (rules in code-entry-logic.ts). The parent
 * owns it, so it can focus the boxes after a refused code (the digits kept, decisions.md section 4);
 * `onEnter` runs when Enter is pressed in a box (the submit button may be disabled, which would
 * block the form's own Enter submission).
 */
export function useCodeEntry({
  onEnter,
  length = CODE_LENGTH,
}: {
  onEnter?: () => void;
  length?: number;
} = {}) {
  const [digits, setDigits] = useState<Digits>(() => emptyDigits(length));
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = useCallback((index: number) => {
    const box = boxes.current[index];
    if (!box) return;
    box.focus();
    box.select();
  }, []);

  const apply = (change: CodeChange | null) => {
    if (!change) return false;
    setDigits(change.digits);
    if (change.focus !== null) focusBox(change.focus);
    return true;
  };

  const boxProps = (index: number): BoxProps => ({
    ref: (element) => {
      boxes.current[index] = element;
    },
    value: digits[index] ?? '',
    type: 'text',
    inputMode: 'numeric',
    pattern: '[0-9]*',
    // The first box takes the code from the phone's one-time-code suggestion.
    autoComplete: index === 0 ? 'one-time-code' : 'off',
    autoCorrect: 'off',
    spellCheck: false,
    enterKeyHint: 'done',
    'aria-label': `Digit ${index + 1} of ${length}`,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      apply(applyInput(digits, index, event.target.value));
    },
    // Typing a box's own digit over it (retyping a kept code after a wrong one) changes no value, so
    // no change event comes: the input event still says a digit was typed, and the focus moves on.
    onInput: (event: FormEvent<HTMLInputElement>) => {
      const typed = (event.nativeEvent as InputEvent).data;
      const current = digits[index] ?? '';
      if (typed && typed === current && event.currentTarget.value === current) {
        focusBox(Math.min(index + 1, length - 1));
      }
    },
    onPaste: (event: ClipboardEvent<HTMLInputElement>) => {
      event.preventDefault();
      apply(applyPaste(digits, index, event.clipboardData.getData('text')));
    },
    onFocus: (event) => event.currentTarget.select(),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      switch (event.key) {
        case 'Backspace':
          if (apply(applyBackspace(digits, index))) event.preventDefault();
          break;
        case 'ArrowLeft':
          if (index > 0) {
            event.preventDefault();
            focusBox(index - 1);
          }
          break;
        case 'ArrowRight':
          if (index < length - 1) {
            event.preventDefault();
            focusBox(index + 1);
          }
          break;
        case 'Home':
          event.preventDefault();
          focusBox(0);
          break;
        case 'End':
          event.preventDefault();
          focusBox(length - 1);
          break;
        case 'Enter':
          event.preventDefault();
          onEnter?.();
          break;
      }
    },
  });

  return {
    digits,
    /** The code as typed, e.g. '0427' ('' boxes are skipped). */
    code: digits.join(''),
    complete: isComplete(digits),
    boxProps,
    /** Focuses and selects the first box, the digits kept, so retyping replaces them (after a wrong code). */
    focusFirst: () => focusBox(0),
    /** Focuses the first empty box (after an incomplete submit). */
    focusFirstEmpty: () => focusBox(firstEmpty(digits)),
  };
}

export type CodeEntryState = ReturnType<typeof useCodeEntry>;
