import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import type { InputProps } from '#client/components/ui/input.tsx';
import type { ZodForm } from '#client/lib/use-zod-form.ts';

type Values = Record<string, string>;

/** What a field needs of a `useZodForm` form: its values, their change handlers and its messages. */
export type FormBinding<V extends Values> = Pick<
  ZodForm<V, unknown>,
  'values' | 'errors' | 'field' | 'setValue'
>;

export interface FieldProps<V extends Values> {
  form: FormBinding<V>;
  /** The form value the control edits; its message (from the schema or the server) shows under it. */
  name: keyof V & string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** One text control (Input, EmailInput, Textarea …): it gets the value, name and onChange. */
  children: ReactElement<Pick<InputProps, 'id' | 'name' | 'value' | 'onChange'>>;
}

/**
 * A labelled text field of a form, with its message under it: FormField (label, hint, error and their
 * aria wiring) around a control bound to one value of the form.
 */
export function Field<V extends Values>({
  form,
  name,
  label,
  hint,
  required,
  className,
  children,
}: FieldProps<V>) {
  return (
    <FormField label={label} error={form.errors[name]} hint={hint} required={required} className={className}>
      {cloneElement(children, form.field(name))}
    </FormField>
  );
}
