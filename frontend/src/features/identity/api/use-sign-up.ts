import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import type { Credentials } from './use-sign-in';

export function useSignUp() {
  const { signUp } = useAuth();
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => signUp(email, password),
  });
}
