export interface CheckAllOwnershipCommand {
  sellerId: string;
}
