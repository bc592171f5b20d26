import { emailProblem, isDisposableEmail, normalizeEmail } from './email-address';

describe('e-mail rules (spec section 5)', () => {
  it.each([
    [undefined, 'Email is required'],
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['not-an-email', 'Please enter a valid email address'],
    ['a@b', 'Please enter a valid email address'],
    ['two words@example.com', 'Please enter a valid email address'],
    [`${'a'.repeat(250)}@example.com`, 'Email address is too long'],
    ['someone@mailinator.com', 'Please use a permanent email address'],
    ['someone@guerrillamail.com', 'Please use a permanent email address'],
    ['someone@10minutemail.com', 'Please use a permanent email address'],
    ['someone@tempmail.com', 'Please use a permanent email address'],
    ['someone@YOPMAIL.com', 'Please use a permanent email address'],
  ])('refuses %p for a new account with "%s"', (value, message) => {
    expect(emailProblem(value, true)).toBe(message);
  });

  it('accepts an ordinary address, whatever its case and surrounding spaces', () => {
    expect(emailProblem('  Jane.Doe@Example.com ', true)).toBeUndefined();
    expect(normalizeEmail('  Jane.Doe@Example.com ')).toBe('jane.doe@example.com');
  });

  it('knows the larger disposable list and its subdomains', () => {
    expect(isDisposableEmail('x@0x01.tk')).toBe(true);
    expect(isDisposableEmail('x@inbox.mailinator.com')).toBe(true);
    expect(isDisposableEmail('x@gmail.com')).toBe(false);
  });

  it('does not apply the disposable rule to existing accounts signing in', () => {
    expect(emailProblem('someone@mailinator.com', false)).toBeUndefined();
  });
});
