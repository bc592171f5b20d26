/** Sign in with e-mail and password, from a client address (failures are counted per both). */
export interface SignInCommand {
  email: string;
  password: string;
  client: string;
}
