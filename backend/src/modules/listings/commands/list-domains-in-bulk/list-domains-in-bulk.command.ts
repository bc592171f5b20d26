/** List many domains from a CSV (Pro only): each row is checked alone; one credit per listing. */
export interface ListDomainsInBulkCommand {
  sellerId: string;
  rows: Record<string, unknown>[];
  /** The file's number of the first row (chunked uploads); 1 when absent. */
  firstRow?: number;
}
