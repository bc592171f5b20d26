/** Sign in with a mailed one-time code. */
export interface VerifyOtpCommand {
  email: string;
  code: string;
}
