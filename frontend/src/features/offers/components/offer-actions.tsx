import { Button, type ButtonProps } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useOfferTerms } from '../api/offer-terms';
import type { OfferListing } from './make-offer-modal';

/** Where "Make an offer" would be when the buyer already has an open offer on the name. */
export function OpenOfferLink({ size }: { size?: ButtonProps['size'] }) {
  return (
    <Button component={Link} to="/offers" variant="default" size={size}>
      You have an open offer
    </Button>
  );
}

function MakeOfferButton({
  listing,
  onOffer,
  size,
}: {
  listing: OfferListing;
  onOffer: (listing: OfferListing) => void;
  size?: ButtonProps['size'];
}) {
  return (
    <Button
      variant="light"
      size={size}
      leftSection={<IconCurrencyDollar size={16} aria-hidden />}
      onClick={() => onOffer(listing)}
    >
      Make an offer
    </Button>
  );
}

/**
 * On a marketplace card, beside Contact Seller. Whether the buyer has an open offer comes from one
 * call for the whole page (asking each listing's terms would be one call per card); whether the
 * seller takes offers is asked when the modal opens, which says so when they do not.
 */
export function CardOfferAction({
  listing,
  hasOpenOffer,
  onOffer,
}: {
  listing: OfferListing;
  hasOpenOffer: boolean;
  onOffer: (listing: OfferListing) => void;
}) {
  return hasOpenOffer ? <OpenOfferLink /> : <MakeOfferButton listing={listing} onOffer={onOffer} />;
}

/**
 * On a listing's landing page, beside Contact Seller: nothing for the seller's own listing or a name
 * that takes no offers, a link to the open offer when there is one, else "Make an offer".
 */
export function ListingOfferAction({
  listing,
  onOffer,
  size,
}: {
  listing: OfferListing;
  onOffer: (listing: OfferListing) => void;
  size?: ButtonProps['size'];
}) {
  const terms = useOfferTerms(listing.id);
  if (!terms.data || terms.data.own_listing || !terms.data.offers_allowed) return null;
  if (terms.data.open_offer_id) return <OpenOfferLink size={size} />;
  return <MakeOfferButton listing={listing} onOffer={onOffer} size={size} />;
}
