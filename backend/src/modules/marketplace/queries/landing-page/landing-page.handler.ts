import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderSpaPage, SpaIndex } from '../../../../platform/web/spa-page';
import { ListingNotFoundError } from '../../../listings';
import { GetPublicListingHandler } from '../get-public-listing/get-public-listing.handler';
import { landingPage } from './landing-page.html';
import { type LandingPageQuery } from './landing-page.query';

export interface RenderedLandingPage {
  status: 200 | 404;
  html: string;
}

/** The listing on sale under the name, as a page; a name not on sale gets a 404 page. */
@Injectable()
export class LandingPageHandler {
  constructor(
    private readonly listing: GetPublicListingHandler,
    private readonly config: AppConfig,
    private readonly spaIndex: SpaIndex,
  ) {}

  async execute(query: LandingPageQuery): Promise<RenderedLandingPage> {
    const listing = await this.listing.execute(query.name).catch((error: unknown) => {
      if (error instanceof ListingNotFoundError) return undefined;
      throw error;
    });
    const page = landingPage(query.name.trim().toLowerCase(), listing, this.config.siteUrl);
    return { status: page.status, html: renderSpaPage(page, await this.spaIndex.read()) };
  }
}
