import {
  type ClipboardEvent,
  type ChangeEvent,
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
 * owns it, so it can clear the boxes after a wrong code; `onEnter` runs when Enter is pressed in a
 * box (the submit button may be disabled, which would block the form's own Enter submission).
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

  const clear = useCallback(() => {
    setDigits(emptyDigits(length));
    focusBox(0);
  }, [focusBox, length]);

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
    /** Empties every box and focuses the first (after a wrong code). */
    clear,
    /** Focuses the first empty box (after an incomplete submit). */
    focusFirstEmpty: () => focusBox(firstEmpty(digits)),
  };
}

export type CodeEntryState = ReturnType<typeof useCodeEntry>;
