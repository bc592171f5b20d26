import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth/auth-context';

/** Asks for a reset mail; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/auth/recover', { body: { email } })),
  });
}

export interface NewPassword {
  token: string;
  password: string;
}

/** Sets the new password and signs in; every other session of the account ends. */
export function useResetPassword() {
  const { resetPassword } = useAuth();
  return useMutation({
    mutationFn: ({ token, password }: NewPassword) => resetPassword(token, password),
  });
}
