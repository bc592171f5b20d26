export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;

/** The disposable-mail domains the forms refuse; the server keeps a longer list. */
export const BLOCKED_EMAIL_DOMAINS: readonly string[] = [
  'mailinator.com',
  'guerrillamail.com',
  '10minutemail.com',
  'tempmail.com',
  'yopmail.com',
];

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in and sign-up send the e-mail trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateEmail(value: string): string | null {
  const email = normalizeEmail(value);
  if (email.length === 0) return 'Email is required';
  if (email.length > EMAIL_MAX_LENGTH) return 'Email address is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (BLOCKED_EMAIL_DOMAINS.includes(domain)) return 'Please use a permanent email address';
  return null;
}

export function validateSignInPassword(value: string): string | null {
  return value.length === 0 ? 'Password is required' : null;
}

export function validateNewPassword(value: string): string | null {
  return value.length < PASSWORD_MIN_LENGTH ? 'Password must be at least 6 characters long' : null;
}

export function validatePasswordConfirmation(value: string, password: string): string | null {
  return value !== password ? 'Passwords do not match' : null;
}

/** The server's words for a one-time code (POST /api/auth/verify). */
export function validateSignInCode(value: string): string | null {
  const code = value.trim();
  if (code.length === 0) return 'Code is required';
  return /^\d{6}$/.test(code) ? null : 'The code must be 6 digits';
}

/** A redirect target is honoured only if it is a path on this site. */
export function safeRedirectPath(value: string | null, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
