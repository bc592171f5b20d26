/** The signed-in user, as the auth layer shows it. */
export interface GetUserQuery {
  userId: string;
}
