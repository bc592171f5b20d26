/** The caller's own response templates. */
export interface GetResponseTemplatesQuery {
  sellerId: string;
}
