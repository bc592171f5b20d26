import { newPasswordProblem, weakPasswordReasons } from './password-policy';

describe('password rules', () => {
  it.each([
    [undefined, 'Password is required'],
    ['', 'Password is required'],
    ['12345', 'Password must be at least 6 characters long'],
    ['x'.repeat(129), 'Password must be at most 128 characters long'],
  ])('refuses %p with "%s"', (value, message) => {
    expect(newPasswordProblem(value)).toBe(message);
  });

  it('accepts six characters and up to 128', () => {
    expect(newPasswordProblem('abcdef')).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(128))).toBeUndefined();
  });

  it.each(['password', 'PASSWORD1', '123456', 'qwerty', '111111', '12345678', 'abc123', 'letmein'])(
    'calls %p too common',
    (password) => {
      expect(weakPasswordReasons(password)).toContain('Password is too common');
    },
  );

  it('gives every reason that applies', () => {
    expect(weakPasswordReasons('zzzzzzzz')).toEqual([
      'Password must not be a single repeated character',
    ]);
    expect(weakPasswordReasons('janedoe2024!', 'janedoe@example.com')).toEqual([
      'Password must not contain your email address',
    ]);
  });

  it('finds nothing wrong with a reasonable password', () => {
    expect(weakPasswordReasons('correct horse battery', 'jane@example.com')).toEqual([]);
  });
});
