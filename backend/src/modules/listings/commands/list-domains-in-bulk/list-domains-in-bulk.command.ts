/** List many domains from a CSV (Pro only): each row is checked alone; one credit per listing. */
export interface ListDomainsInBulkCommand {
  sellerId: string;
  rows: Record<string, unknown>[];
}
