/** The seller enters the name's transfer auth code, for the buyer to see once. */
export interface EnterAuthCodeCommand {
  timelineId: string;
  callerId: string;
  authCode: string;
}
