import { TextInput } from '@mantine/core';
import { type UseFormReturnType } from '@mantine/form';

type EmailForm = Pick<UseFormReturnType<{ email: string }>, 'key' | 'getInputProps'>;

/** The e-mail address field of the identity forms, bound to their `email` value. */
export function EmailField({ form }: { form: EmailForm }) {
  return (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@example.com"
      key={form.key('email')}
      {...form.getInputProps('email')}
    />
  );
}
