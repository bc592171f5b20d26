import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useRequestSignInCode, useSignInWithCode } from '../api/use-code-sign-in';
import { normalizeEmail, validateEmail, validateSignInCode } from '../validation';
import { applyFieldErrors, ServerError } from './server-error';
import { EmailField } from './email-field';

/** Step one: the address that gets a code; the answer never tells whether it has an account. */
function RequestCodeForm({ onSent }: { onSent: (email: string) => void }) {
  const request = useRequestSignInCode();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: validateEmail },
  });

  const handleSubmit = form.onSubmit(({ email }) => {
    const normalized = normalizeEmail(email);
    request.mutate(normalized, {
      onSuccess: () => onSent(normalized),
      onError: (error) => applyFieldErrors(form, error),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {request.isError && <ServerError error={request.error} />}
        <EmailField form={form} />
        <Button type="submit" fullWidth loading={request.isPending}>
          Email Me a Code
        </Button>
      </Stack>
    </form>
  );
}

/** Step two: the 6-digit code from the mail; signing in sends the user on from the route. */
function EnterCodeForm({ email, onRestart }: { email: string; onRestart: () => void }) {
  const signIn = useSignInWithCode();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { token: '' },
    validate: { token: validateSignInCode },
  });

  const handleSubmit = form.onSubmit(({ token }) => {
    signIn.mutate(
      { email, code: token.trim() },
      { onError: (error) => applyFieldErrors(form, error) },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          If {email} has an account, a 6-digit code is on its way to it. The code works for 10
          minutes.
        </Text>
        {signIn.isError && <ServerError error={signIn.error} />}
        <TextInput
          label="Code"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="123456"
          maxLength={6}
          key={form.key('token')}
          {...form.getInputProps('token')}
        />
        <Button type="submit" fullWidth loading={signIn.isPending}>
          Sign In
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onRestart}>
          Use another email or send a new code
        </Anchor>
      </Stack>
    </form>
  );
}

export function CodeSignInForm() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? (
    <RequestCodeForm onSent={setEmail} />
  ) : (
    <EnterCodeForm email={email} onRestart={() => setEmail(null)} />
  );
}
