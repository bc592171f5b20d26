/** Choose a new password with a mailed reset token; ends every other session. */
export interface ResetPasswordCommand {
  token: string;
  password: string;
}
