/** Shown in the 'Email or Phone Number' fields: an e-mail or a UK phone example. */
export const EMAIL_OR_PHONE_PLACEHOLDER = 'e.g. you@mail.com or 07700 900123';
