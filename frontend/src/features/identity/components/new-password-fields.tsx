import { PasswordInput } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';

type NewPasswordForm = Pick<
  UseFormReturnType<{ password: string; confirmPassword: string }>,
  'key' | 'getInputProps'
>;

/** A new password typed twice (sign-up, reset), bound to `password` and `confirmPassword`. */
export function NewPasswordFields({ form, label }: { form: NewPasswordForm; label: string }) {
  return (
    <>
      <PasswordInput
        label={label}
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
    </>
  );
}
