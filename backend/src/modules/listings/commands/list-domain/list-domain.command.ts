/** List a domain: spends one of the seller's credits in the same transaction. */
export interface ListDomainCommand {
  sellerId: string;
  name: string;
  priceUsd: number;
  registrar: string;
  description?: string;
  tags?: string[];
  notes?: string;
  domainType?: string;
  category?: string;
  autoRenewal?: boolean;
  privacyProtection?: boolean;
  autoRelist?: boolean;
  /** When the listing went live, for imports of listings made elsewhere; now when absent. */
  listedAt?: Date;
}
