/** Change the caller's editable profile fields; absent fields stay as they are. */
export interface UpdateProfileCommand {
  userId: string;
  fullName?: string;
  marketingConsent?: boolean;
}
