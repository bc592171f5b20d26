/** A party of the sale opens its timeline (or finds the one already open). */
export interface CreateTimelineCommand {
  transactionId: string;
  callerId: string;
}
