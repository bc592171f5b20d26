import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignUp } from '../api/use-sign-up';
import {
  normalizeEmail,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../validation';
import { applyFieldErrors, ServerError } from './server-error';
import { EmailField } from './email-field';

export function SignUpForm() {
  const signUp = useSignUp();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '', confirmPassword: '' },
    validate: {
      email: validateEmail,
      password: validateNewPassword,
      confirmPassword: (value, values) => validatePasswordConfirmation(value, values.password),
    },
  });

  const handleSubmit = form.onSubmit(({ email, password }) => {
    signUp.mutate(
      { email: normalizeEmail(email), password },
      { onError: (error) => applyFieldErrors(form, error) },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {signUp.isError && <ServerError error={signUp.error} />}
        <EmailField form={form} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 6 characters"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
