import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSignUp } from '../api/use-sign-up';
import {
  normalizeEmail,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
} from '../validation';
import { applyFieldErrors, ServerError } from './server-error';
import { NewPasswordFields } from './new-password-fields';
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
        <NewPasswordFields form={form} label="Password" />
        <Button type="submit" fullWidth loading={signUp.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
