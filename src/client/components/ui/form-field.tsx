import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The message under the field; marks the control invalid and is announced with it. */
  error?: string;
  /** Helper text under the field, also wired to the control. */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Exactly one control (Input, Textarea, SelectField …); it receives id and aria attributes. */
  children: ReactElement<ControlProps>;
}

/** Label + control + hint + error, wired with htmlFor, aria-invalid and aria-describedby. */
export function FormField({ label, error, hint, required, className, children }: FormFieldProps) {
  const generated = useId();
  const control = Children.only(children);
  const id = control.props.id ?? `field-${generated}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy =
    [control.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {isValidElement(control)
        ? cloneElement(control, {
            id,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
            'aria-required': required || undefined,
          })
        : control}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
