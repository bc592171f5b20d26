import { Injectable } from '@nestjs/common';
import { ListingNotFoundError } from '../../../listings';
import { GetPublicListingHandler } from '../get-public-listing/get-public-listing.handler';
import { landingImageTag, renderLandingImage } from './landing-image.png';

/** A listing's social card: its ETag, and the PNG drawn only when asked for. */
export interface LandingImage {
  tag: string;
  draw(): Promise<Buffer>;
}

/** The social card of the listing on sale under the name; undefined when none is. */
@Injectable()
export class LandingImageHandler {
  constructor(private readonly listing: GetPublicListingHandler) {}

  async execute(name: string): Promise<LandingImage | undefined> {
    const listing = await this.listing
      .execute(name.trim().toLowerCase())
      .catch((error: unknown) => {
        if (error instanceof ListingNotFoundError) return undefined;
        throw error;
      });
    if (!listing) return undefined;
    return { tag: landingImageTag(listing), draw: () => renderLandingImage(listing) };
  }
}
