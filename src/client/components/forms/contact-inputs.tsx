import { Input, type InputProps } from '#client/components/ui/input.tsx';

/** Shown in the 'Email or Phone Number' fields: an e-mail or a UK phone example. */
export const EMAIL_OR_PHONE_PLACEHOLDER = 'e.g. you@mail.com or 07700 900123';

/**
 * The text controls for a person's contact details, with the keyboard, autofill and spelling settings
 * a phone needs for each. Any prop (a placeholder, an id) may be given to override or add to them.
 */

/** An e-mail address: e-mail keyboard, no capitals or spelling fixes. */
export function EmailInput(props: InputProps) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="e.g. you@example.com"
      {...props}
    />
  );
}

/** A UK phone number: the phone keypad. */
export function PhoneInput(props: InputProps) {
  return <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="e.g. 07700 900123" {...props} />;
}

/**
 * The sign-in name, an e-mail or a UK phone number: a text field (type="email" would refuse a phone
 * number) with the e-mail keyboard, filled in by the browser as the account's username.
 */
export function EmailOrPhoneInput(props: InputProps) {
  return (
    <Input
      type="text"
      inputMode="email"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={EMAIL_OR_PHONE_PLACEHOLDER}
      {...props}
    />
  );
}

/** A person's full name, each word capitalised as it is typed. */
export function NameInput(props: InputProps) {
  return <Input autoComplete="name" autoCapitalize="words" {...props} />;
}
