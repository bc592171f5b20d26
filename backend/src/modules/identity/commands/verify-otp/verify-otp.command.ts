/** Sign in with a mailed one-time code, from a client address (failures are counted per both). */
export interface VerifyOtpCommand {
  email: string;
  code: string;
  client: string;
}
