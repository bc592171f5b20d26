/** Mail a password-reset link to the address, if it has an account. */
export interface RecoverPasswordCommand {
  email: string;
}
