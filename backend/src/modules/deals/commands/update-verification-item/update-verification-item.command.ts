/** A party fills in (or clears) one item of a checklist. */
export interface UpdateVerificationItemCommand {
  verificationId: string;
  callerId: string;
  field: string;
  value: string;
  /** Absent: the notes stay as they are. */
  notes?: string;
}
