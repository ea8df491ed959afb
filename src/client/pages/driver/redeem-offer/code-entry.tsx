import { KeyRound } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import type { CodeEntryState } from './use-code-entry';

/**
 * The retailer's 4-digit code: four one-digit boxes in a labelled group, with the cashier hint and,
 * after a refused code, what the till said right below the boxes (an alert the boxes are described
 * by, docs/decisions/019), so nothing covers the header and the digits stay as typed.
 * Behaviour lives in useCodeEntry.
 */
export function CodeEntry({
  entry,
  disabled,
  readOnly,
  error,
}: {
  entry: CodeEntryState;
  disabled?: boolean;
  readOnly?: boolean;
  /** The till's refusal of the code ("Incorrect code." and the tries left, or the pause). */
  error?: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3">
      <legend className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
        <KeyRound aria-hidden="true" className="size-5 text-primary-700" />
        Retailer Code
      </legend>
      <div className="flex justify-center gap-3">
        {entry.digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed boxes, never reordered.
            key={index}
            {...entry.boxProps(index)}
            readOnly={readOnly}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            className={cn(
              'size-16 rounded-2xl border-2 bg-white text-center font-mono text-3xl font-bold text-slate-900 caret-primary-700 shadow-sm transition-colors',
              'focus-visible:border-primary-700 focus-visible:outline-4 focus-visible:outline-offset-0 focus-visible:outline-primary-200',
              'disabled:cursor-not-allowed disabled:bg-slate-100',
              error
                ? 'border-danger-600'
                : digit
                  ? 'border-primary-600 bg-primary-50/50'
                  : 'border-slate-300',
            )}
          />
        ))}
      </div>
      <div>
        {/* Always in the page (empty takes no room), so each refusal is announced as it appears. */}
        <div id={errorId} role="alert">
          {error ? (
            <div className="mb-2 flex flex-col items-center gap-0.5 text-center text-sm text-danger-800">
              {error}
            </div>
          ) : null}
        </div>
        <p id={hintId} className="text-center text-sm text-slate-600">
          Ask the cashier for this code before checkout
        </p>
      </div>
    </fieldset>
  );
}
