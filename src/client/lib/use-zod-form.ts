import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { fieldErrors } from '../../contracts/auth-forms';
import { serverFieldErrors } from './api';

type Values = Record<string, string>;

export interface ZodForm<V extends Values, Out> {
  values: V;
  errors: Partial<Record<string, string>>;
  setValue: (name: keyof V, value: string) => void;
  /** Props for a text control: name, value and an onChange that clears the field's error. */
  field: (name: keyof V) => {
    name: string;
    value: string;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** Shows errors (e.g. the server's `fields`) and moves focus to the first invalid field. */
  showErrors: (errors: Record<string, string>, form?: HTMLFormElement | null) => void;
  /** Shows a failed request's `fields` under their controls, if it named any. */
  showServerErrors: (error: unknown, form?: HTMLFormElement | null) => void;
  handleSubmit: (onValid: (data: Out) => void) => (event: FormEvent<HTMLFormElement>) => void;
  reset: (values?: V) => void;
}

/** Moves focus to the first control marked invalid, in document order. */
export function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A small form state holder: text values, validation with a zod schema on submit, one message per
 * field shown inline, and focus on the first invalid field (spec section 5's order of checks lives
 * in the schema).
 */
export function useZodForm<S extends z.ZodType, V extends Values>(
  schema: S,
  initial: V,
): ZodForm<V, z.output<S>> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setValue = useCallback((name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name as string]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const field = (name: keyof V) => ({
    name: String(name),
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(name, event.target.value),
  });

  const showErrors = (next: Record<string, string>, form?: HTMLFormElement | null) => {
    flushSync(() => setErrors(next));
    focusFirstInvalid(form);
  };

  const showServerErrors = (error: unknown, form?: HTMLFormElement | null) => {
    const fields = serverFieldErrors(error);
    if (Object.keys(fields).length > 0) showErrors(fields, form);
  };

  const handleSubmit = (onValid: (data: z.output<S>) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const result = schema.safeParse(values);
    if (!result.success) {
      showErrors(fieldErrors(result.error), form);
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  const reset = (next?: V) => {
    setValues(next ?? initial);
    setErrors({});
  };

  return { values, errors, setValue, field, showErrors, showServerErrors, handleSubmit, reset };
}
