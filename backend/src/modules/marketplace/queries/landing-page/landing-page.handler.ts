import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { builtWebDir } from '../../../../platform/web/web.module';
import { ListingNotFoundError } from '../../../listings';
import { GetPublicListingHandler } from '../get-public-listing/get-public-listing.handler';
import { landingPage, renderLandingPage } from './landing-page.html';
import { type LandingPageQuery } from './landing-page.query';

export interface RenderedLandingPage {
  status: 200 | 404;
  html: string;
}

/** The listing on sale under the name, as a page; a name not on sale gets a 404 page. */
@Injectable()
export class LandingPageHandler {
  private spaIndex?: Promise<string | undefined>;

  constructor(
    private readonly listing: GetPublicListingHandler,
    private readonly config: AppConfig,
  ) {}

  async execute(query: LandingPageQuery): Promise<RenderedLandingPage> {
    const listing = await this.listing.execute(query.name).catch((error: unknown) => {
      if (error instanceof ListingNotFoundError) return undefined;
      throw error;
    });
    const page = landingPage(query.name.trim().toLowerCase(), listing, this.config.siteUrl);
    return { status: page.status, html: renderLandingPage(page, await this.readSpaIndex()) };
  }

  private readSpaIndex(): Promise<string | undefined> {
    const dir = builtWebDir(this.config);
    this.spaIndex ??= dir ? readFile(join(dir, 'index.html'), 'utf8') : Promise.resolve(undefined);
    return this.spaIndex;
  }
}
