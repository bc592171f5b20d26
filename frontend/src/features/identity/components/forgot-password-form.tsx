import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useRequestPasswordReset } from '../api/use-password-reset';
import { normalizeEmail, validateEmail } from '../validation';
import { applyFieldErrors, ServerError } from './server-error';
import { EmailField } from './email-field';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: validateEmail },
  });

  const handleSubmit = form.onSubmit(({ email }) => {
    request.mutate(normalizeEmail(email), {
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title="Check your email">
          If an account exists for {request.variables}, we have sent it a link to reset the
          password. The link works for one hour.
        </Alert>
        <Text size="sm" c="dimmed">
          No mail after a few minutes? Check your spam folder, or{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => request.reset()}>
            send another link
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {request.isError && <ServerError error={request.error} />}
        <EmailField form={form} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}
