/** A visitor writes to the people running the marketplace. */
export interface SendContactMessageCommand {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The signed-in sender, whose account's address gets the confirmation; none for a visitor. */
  senderId?: string;
}
