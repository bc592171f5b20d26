/** Tell the user that a lot expires within 30 days (the credit-expiry job runs it). */
export interface WarnOfCreditExpiryCommand {
  userId: string;
  lotId: string;
}
