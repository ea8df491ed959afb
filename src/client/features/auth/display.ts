import type { User } from '#contracts/auth.ts';
import { formatUkPhone } from '#client/lib/format.ts';

type UserLike = Pick<User, 'fullName' | 'firstName' | 'email' | 'phone'> & Partial<Pick<User, 'userType'>>;

/** Full name, else the part of the e-mail before the at sign, else phone, else 'User'. */
export function displayName(user: UserLike): string {
  const fullName = user.fullName?.trim();
  if (fullName) return fullName;
  const local = user.email?.split('@')[0]?.trim();
  if (local) return local;
  if (user.phone) return formatUkPhone(user.phone);
  return 'User';
}

/** First letter of the first name, else of the full name, else of the e-mail, else 'U'. */
export function avatarInitial(user: UserLike): string {
  const source = user.firstName?.trim() || user.fullName?.trim() || user.email?.trim() || '';
  return (source.charAt(0) || 'U').toUpperCase();
}

/** E-mail, else phone, else 'No contact info'. */
export function contactLine(user: UserLike): string {
  if (user.email) return user.email;
  if (user.phone) return formatUkPhone(user.phone);
  return 'No contact info';
}

/** The profile's account-type badge text. */
export function accountTypeLabel(userType: User['userType']): string {
  if (userType === 'admin') return 'Admin';
  if (userType === 'retailer') return 'Retailer';
  return 'Customer Account';
}
