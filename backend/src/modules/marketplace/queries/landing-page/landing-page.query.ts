/** The landing page of a domain name, as typed in the address. */
export interface LandingPageQuery {
  name: string;
}
