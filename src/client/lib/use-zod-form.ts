import { type ChangeEvent, type FormEvent, useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import type { z } from 'zod';
import { fieldErrors } from '#contracts/auth-forms.ts';
import { serverFieldErrors, toastApiError } from './api';

type Values = Record<string, string>;

/** The per-call callbacks a TanStack mutation's `mutate` takes. */
type MutateCallbacks<R> = { onSuccess: (result: R) => void; onError: (error: unknown) => void };
/** What a form sends with: a mutation (anything with TanStack's `mutate`). */
type FormSender<Input, R> = { mutate: (variables: Input, callbacks: MutateCallbacks<R>) => void };

interface SubmitOptions<R> {
  onSuccess?: (result: R) => void;
  /** Undoes what the submit started (a busy state), before the failure is shown. */
  onError?: (error: unknown) => void;
  /** The failure toast: the server's message, else `fallback`; titled 'Error' unless told otherwise. */
  failure: { fallback: string; title?: string };
}

type RequestOf<Out, Input> = (data: Out, form: HTMLFormElement) => Input | null | Promise<Input | null>;
/** `request` may be left out when the valid data is the mutation's input as it stands. */
type SubmitOptionsFor<Out, Input, R> = SubmitOptions<R> &
  ([Out] extends [Input] ? { request?: RequestOf<Out, Input> } : { request: RequestOf<Out, Input> });
type SubmitHandler = (event: FormEvent<HTMLFormElement>) => void;

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
  /**
   * The one submit path of a form: checks the values with the schema (inline messages, focus on the
   * first), sends them with the mutation, and on failure shows the server's `fields` under their
   * controls and its message in a toast. `request` turns the valid data into the mutation's input,
   * or null when a further check stops the submit (it shows why).
   */
  submit: <Input, R>(
    mutation: FormSender<Input, R>,
    options: SubmitOptionsFor<Out, Input, R>,
  ) => SubmitHandler;
  reset: (values?: V) => void;
}

/** Moves focus to the first control marked invalid, in document order. */
function focusFirstInvalid(form: HTMLFormElement | null | undefined): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * A small form state holder: text values, validation with a zod schema on submit, one message per
 * field shown inline, and focus on the first invalid field (docs/decisions/019's order of checks lives
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

  const submit = <Input, R>(
    mutation: FormSender<Input, R>,
    options: SubmitOptionsFor<z.output<S>, Input, R>,
  ): SubmitHandler => {
    const send = (request: Input | null, form: HTMLFormElement) => {
      if (request === null) return;
      mutation.mutate(request, {
        onSuccess: (result) => options.onSuccess?.(result),
        onError: (error) => {
          options.onError?.(error);
          showServerErrors(error, form);
          toastApiError(error, options.failure.fallback, options.failure.title);
        },
      });
    };
    return (event) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = schema.safeParse(values);
      if (!result.success) {
        showErrors(fieldErrors(result.error), form);
        return;
      }
      setErrors({});
      // Without `request` the data is the input as it stands (SubmitOptionsFor allows that only then).
      const toRequest = options.request as RequestOf<z.output<S>, Input> | undefined;
      const request = toRequest ? toRequest(result.data, form) : (result.data as Input);
      if (request instanceof Promise) void request.then((ready) => send(ready, form));
      else send(request, form);
    };
  };

  const reset = (next?: V) => {
    setValues(next ?? initial);
    setErrors({});
  };

  return { values, errors, setValue, field, showErrors, submit, reset };
}
