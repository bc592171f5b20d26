/** The auth layer's "update user": a new password and/or a new full name. */
export interface UpdateUserCommand {
  userId: string;
  sessionId: string;
  password?: string;
  fullName?: string;
}
