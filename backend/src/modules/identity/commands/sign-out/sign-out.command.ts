/** End the caller's session (and the one of the given refresh token, if it is theirs). */
export interface SignOutCommand {
  userId: string;
  sessionId: string;
  refreshToken?: string;
}
