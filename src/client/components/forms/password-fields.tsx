import { MIN_PASSWORD_LENGTH } from '#contracts/constants.ts';
import { Input, type InputProps } from '#client/components/ui/input.tsx';
import { Field, type FormBinding } from './field';

/** The rule a new password must meet, said beside the field (the schema says it again if broken). */
export const PASSWORD_RULE = `At least ${MIN_PASSWORD_LENGTH} characters`;

/** The password the person signs in with today: the browser offers the saved one. */
export function CurrentPasswordInput(props: InputProps) {
  return <Input type="password" autoComplete="current-password" {...props} />;
}

/** A password being chosen: the browser may suggest a strong one and saves it. */
export function NewPasswordInput(props: InputProps) {
  return <Input type="password" autoComplete="new-password" {...props} />;
}

/** 'Current Password', which confirms a change that matters (a new password, contact or deletion). */
export function CurrentPasswordField<V extends { currentPassword: string }>({
  form,
  hint,
  required,
}: {
  form: FormBinding<V>;
  hint?: string;
  required?: boolean;
}) {
  return (
    <Field form={form} name="currentPassword" label="Current Password" hint={hint} required={required}>
      <CurrentPasswordInput />
    </Field>
  );
}

/**
 * A new password and its confirmation (`confirmPassword`), the rule said under the first field, or,
 * with `rule="placeholder"`, inside it (Change Password). The schema checks that they match first.
 */
export function NewPasswordFields<V extends { confirmPassword: string }>({
  form,
  name,
  label,
  confirmLabel = 'Confirm Password',
  rule = 'hint',
}: {
  form: FormBinding<V>;
  /** 'password' on the sign-up forms, 'newPassword' where one is replaced. */
  name: keyof V & string;
  label: string;
  confirmLabel?: string;
  rule?: 'hint' | 'placeholder';
}) {
  return (
    <>
      <Field
        form={form}
        name={name}
        label={label}
        hint={rule === 'hint' ? PASSWORD_RULE : undefined}
        required
      >
        <NewPasswordInput placeholder={rule === 'placeholder' ? PASSWORD_RULE : undefined} />
      </Field>
      <Field form={form} name="confirmPassword" label={confirmLabel} required>
        <NewPasswordInput />
      </Field>
    </>
  );
}
