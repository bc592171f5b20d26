import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';

export interface Credentials {
  email: string;
  password: string;
}

export function useSignIn() {
  const { signIn } = useAuth();
  return useMutation({
    mutationFn: ({ email, password }: Credentials) => signIn(email, password),
  });
}
