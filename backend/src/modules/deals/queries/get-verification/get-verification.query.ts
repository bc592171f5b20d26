/** One verification checklist, for the seller or the buyer of its deal. */
export interface GetVerificationQuery {
  verificationId: string;
  callerId: string;
}
