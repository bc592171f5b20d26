/** A visitor writes to the people running the marketplace. */
export interface SendContactMessageCommand {
  name: string;
  email: string;
  subject: string;
  message: string;
}
