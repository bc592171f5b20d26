/** Sign in with e-mail and password. */
export interface SignInCommand {
  email: string;
  password: string;
}
