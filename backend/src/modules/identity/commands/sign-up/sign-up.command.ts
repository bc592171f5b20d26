/** Create an account and start its first session. */
export interface SignUpCommand {
  email: string;
  password: string;
  fullName?: string;
  acceptedTerms?: boolean;
  marketingConsent?: boolean;
}
