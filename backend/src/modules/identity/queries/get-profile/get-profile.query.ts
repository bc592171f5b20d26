/** The caller's own profile. */
export interface GetProfileQuery {
  userId: string;
}
