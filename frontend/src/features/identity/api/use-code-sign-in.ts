import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { useAuth } from '../../../lib/auth/auth-context';

/** Asks for a one-time sign-in code; the answer is the same whether or not the account exists. */
export function useRequestSignInCode() {
  return useMutation({
    mutationFn: (email: string) => unwrap(api.POST('/api/auth/otp', { body: { email } })),
  });
}

export interface CodeCredentials {
  email: string;
  code: string;
}

export function useSignInWithCode() {
  const { signInWithCode } = useAuth();
  return useMutation({
    mutationFn: ({ email, code }: CodeCredentials) => signInWithCode(email, code),
  });
}
