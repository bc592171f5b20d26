import { type EntityManager } from 'typeorm';
import { type DealSaleRow } from '../../deal-sales';
import { type ActiveListingFacts, type SaleReportInput } from '../../model/sale-figures';

/** What the report on `sale` is made of: the sale, the seller's earlier sales and live listings. */
export async function saleReportInput(
  manager: EntityManager,
  sale: DealSaleRow,
  now: Date,
): Promise<SaleReportInput> {
  const earlier = await manager.query<Array<{ sale_price_cents: number }>>(
    `select sale_price_cents from deal_sales
      where seller_id = $1 and restored_at is null and sold_at < $2 and sale_id <> $3`,
    [sale.seller_id, sale.sold_at, sale.sale_id],
  );
  const listings = await manager.query<
    Array<{
      listing_id: string;
      name: string;
      listed_at: Date;
      inquiries: number;
      has_description: boolean;
    }>
  >(
    // A listing past its period that will not be relisted is off sale, as on the marketplace.
    `select listing_id, name, listed_at, inquiries, has_description from deal_listings
      where seller_id = $1 and status = 'active' and (auto_relist or expires_at > $2)`,
    [sale.seller_id, now],
  );
  return {
    sale: {
      transactionId: sale.sale_id,
      listingId: sale.listing_id,
      sellerId: sale.seller_id,
      domainName: sale.domain_name,
      salePriceCents: sale.sale_price_cents,
      listedPriceCents: sale.listed_price_cents,
      soldAt: sale.sold_at,
      listedAt: sale.listed_at,
      viewsAtSale: sale.views_at_sale,
      inquiriesAtSale: sale.inquiries_at_sale,
    },
    earlierSalePricesCents: earlier.map((row) => row.sale_price_cents),
    activeListings: listings.map((row): ActiveListingFacts => ({
      listingId: row.listing_id,
      name: row.name,
      listedAt: row.listed_at,
      inquiries: row.inquiries,
      hasDescription: row.has_description,
    })),
    now,
  };
}
