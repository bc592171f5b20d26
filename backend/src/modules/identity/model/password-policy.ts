export const PASSWORD_MIN_LENGTH = 6;
/** argon2 takes any length, but an unbounded input is a denial-of-service lever. */
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: 'Password must be at least 6 characters long',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  common: 'Password is too common',
  containsEmail: 'Password must not contain your email address',
  repetitive: 'Password must not be a single repeated character',
} as const;

/** The most used passwords of at least six characters (public breach corpora). */
const COMMON_PASSWORDS = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '123123',
  '654321',
  '111111',
  '000000',
  '121212',
  '666666',
  '112233',
  '123321',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'abcdef',
  'abcd1234',
  'letmein',
  'welcome',
  'welcome1',
  'iloveyou',
  'monkey',
  'dragon',
  'master',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'superman',
  'trustno1',
  'shadow',
  'michael',
  'admin123',
  'login123',
  'starwars',
  'whatever',
  'freedom',
  'hello123',
  '1q2w3e4r',
  '1qaz2wsx',
  'zaq12wsx',
  'asdfgh',
  'asdfghjkl',
  'changeme',
]);

/** Length rules for a new password (sign-up, reset, change): the spec's own messages. */
export function newPasswordProblem(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return PASSWORD_MESSAGES.required;
  if (value.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (value.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}

/** Why a password of acceptable length is still too easy to guess; empty when it is not. */
export function weakPasswordReasons(password: string, email?: string): string[] {
  const reasons: string[] = [];
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) reasons.push(PASSWORD_MESSAGES.common);
  if (/^(.)\1*$/u.test(password) && !reasons.includes(PASSWORD_MESSAGES.common))
    reasons.push(PASSWORD_MESSAGES.repetitive);
  const localPart = email?.slice(0, email.indexOf('@')).toLowerCase();
  if (localPart && localPart.length >= 4 && lowered.includes(localPart))
    reasons.push(PASSWORD_MESSAGES.containsEmail);
  return reasons;
}
