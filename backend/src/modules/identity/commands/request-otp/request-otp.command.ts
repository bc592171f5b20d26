/** Mail a 6-digit sign-in code to the address, if it has an account. */
export interface RequestOtpCommand {
  email: string;
}
