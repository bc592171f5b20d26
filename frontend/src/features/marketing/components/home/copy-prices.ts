import {
  approximateCreditPrice,
  FALLBACK_OFFERS,
  useOffer,
} from '../../../../lib/billing/products';
import { formatPrice } from '../../../../lib/format';

export interface CopyPrices {
  /** One credit, the price of one listing: "$9.99". */
  listingFee: string;
  /** Liquidation Pro a year: "$500". */
  proPrice: string;
  proCredits: number;
  /** One Pro credit's share, to the dollar: "$5". */
  proCreditPrice: string;
}

/**
 * The prices that running text quotes (hero, comparison, Pro section, FAQ): the live products', so
 * the copy never promises an amount other than the one charged; the spec's while the list loads,
 * or when it cannot be read.
 */
export function useCopyPrices(): CopyPrices {
  const credit = useOffer('credit');
  const pro = useOffer('pro');
  const creditOffer = credit.status === 'priced' ? credit : FALLBACK_OFFERS.credit;
  const proOffer = pro.status === 'priced' ? pro : FALLBACK_OFFERS.pro;
  return {
    listingFee: formatPrice(creditOffer.price),
    proPrice: formatPrice(proOffer.price),
    proCredits: proOffer.credits,
    proCreditPrice: formatPrice(approximateCreditPrice(proOffer.price, proOffer.credits)),
  };
}
