/** Exchange a refresh token for a new session state; the token is single use. */
export interface RefreshSessionCommand {
  refreshToken: string;
}
