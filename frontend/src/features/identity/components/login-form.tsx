import { Anchor, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link } from 'react-router-dom';
import { useSignIn } from '../api/use-sign-in';
import { normalizeEmail, validateEmail, validateSignInPassword } from '../validation';
import { applyFieldErrors, ServerError } from './server-error';
import { EmailField } from './email-field';

export function LoginForm() {
  const signIn = useSignIn();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: { email: validateEmail, password: validateSignInPassword },
  });

  const handleSubmit = form.onSubmit(({ email, password }) => {
    signIn.mutate(
      { email: normalizeEmail(email), password },
      { onError: (error) => applyFieldErrors(form, error) },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {signIn.isError && <ServerError error={signIn.error} />}
        <EmailField form={form} />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to="/login/code" size="sm">
            Email me a sign-in code
          </Anchor>
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
