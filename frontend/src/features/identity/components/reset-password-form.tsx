import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api/errors';
import { useResetPassword } from '../api/use-password-reset';
import { validateNewPassword, validatePasswordConfirmation } from '../validation';
import { applyFieldErrors, ServerError } from './server-error';
import { NewPasswordFields } from './new-password-fields';

/** The server's message for an unknown, used or expired reset token. */
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired';

/** An unknown, used or expired token: the server's words, and a way to ask for a new link. */
export function InvalidResetLink({ error }: { error?: unknown }) {
  return (
    <Stack gap="md">
      <ServerError error={error ?? new ApiError(INVALID_RESET_LINK, 'INVALID_RESET_TOKEN', 401)} />
      <Anchor component={Link} to="/forgot-password" fw={600}>
        Request a new link
      </Anchor>
    </Stack>
  );
}

function isInvalidToken(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'INVALID_RESET_TOKEN';
}

export function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: validateNewPassword,
      confirmPassword: (value, values) => validatePasswordConfirmation(value, values.password),
    },
  });

  const handleSubmit = form.onSubmit(({ password }) => {
    reset.mutate(
      { token, password },
      {
        onSuccess: () => navigate('/dashboard', { replace: true }),
        onError: (error) => applyFieldErrors(form, error),
      },
    );
  });

  if (reset.isError && isInvalidToken(reset.error)) return <InvalidResetLink error={reset.error} />;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {reset.isError && <ServerError error={reset.error} />}
        <NewPasswordFields form={form} label="New Password" />
        <Button type="submit" fullWidth loading={reset.isPending}>
          Reset Password
        </Button>
      </Stack>
    </form>
  );
}
