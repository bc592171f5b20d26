import disposableDomains from 'disposable-email-domains/index.json';

export const EMAIL_MAX_LENGTH = 254;

export const EMAIL_MESSAGES = {
  required: 'Email is required',
  invalid: 'Please enter a valid email address',
  tooLong: 'Email address is too long',
  disposable: 'Please use a permanent email address',
} as const;

/** The five domains the sign-up form blocks (spec section 5); the server adds a well-kept list. */
export const BLOCKED_EMAIL_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'yopmail.com',
] as const;

const DISPOSABLE = new Set<string>([...BLOCKED_EMAIL_DOMAINS, ...disposableDomains]);

/** The usual "something@something.tld" check, without spaces; the same pattern the form uses. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** E-mail addresses are compared and stored lower-cased and trimmed. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isDisposableEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  // A subdomain of a disposable domain is disposable too (x.mailinator.com).
  return labels.some((_, index) => DISPOSABLE.has(labels.slice(index).join('.')));
}

/**
 * The first rule a (normalised) address breaks, as the spec words it, or undefined when it is
 * acceptable. `forNewAccount` adds the disposable-domain rule, which only new accounts must meet.
 */
export function emailProblem(value: unknown, forNewAccount: boolean): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return EMAIL_MESSAGES.required;
  const email = normalizeEmail(value);
  if (email.length > EMAIL_MAX_LENGTH) return EMAIL_MESSAGES.tooLong;
  if (!EMAIL_PATTERN.test(email)) return EMAIL_MESSAGES.invalid;
  if (forNewAccount && isDisposableEmail(email)) return EMAIL_MESSAGES.disposable;
  return undefined;
}
