/** Close the user's lots whose 12 months are over (the credit-expiry job runs it). */
export interface ExpireCreditsCommand {
  userId: string;
}
