/** Create an account: for sign-up, and for whatever creates users without HTTP (the demo seed). */
export interface RegisterUserCommand {
  email: string;
  password: string;
  /** "User" when absent, as the spec's sign-up sends. */
  fullName?: string;
  acceptedTerms?: boolean;
  marketingConsent?: boolean;
}
