import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import {
  firstScreen,
  LANDING_PAGE_STYLES,
  renderSpaPage,
  SpaIndex,
} from '../../../../platform/web/spa-page';
import { ListingNotFoundError } from '../../../listings';
import { GetPublicListingHandler } from '../get-public-listing/get-public-listing.handler';
import { landingPage } from './landing-page.html';
import { type LandingPageQuery } from './landing-page.query';

export interface RenderedLandingPage {
  status: 200 | 404;
  html: string;
}

/** The listing as the api's answer carries it (dates as strings), as the SPA reads it. */
const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

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
    const name = query.name.trim().toLowerCase();
    const page = landingPage(name, listing, this.config.siteUrl);
    const spa = await this.spaIndex.read();
    // The SPA's own first screen, drawn from the listing, in place of the plain HTML when built,
    // styled by the CSS that landing pages use.
    if (listing && spa?.renderer) {
      const { html, state } = await spa.renderer.prerenderLanding(name, toJson(listing));
      page.body = firstScreen(html, state);
      page.styles = LANDING_PAGE_STYLES;
    }
    return { status: page.status, html: renderSpaPage(page, spa) };
  }
}
