import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { AppConfig } from '../../../../platform/config/app-config';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { builtWebDir } from '../../../../platform/web/web.module';
import { ListingNotFoundError } from '../../../listings';
import { GetPublicListingHandler } from '../get-public-listing/get-public-listing.handler';
import { landingPage, renderLandingPage } from './landing-page.html';

/**
 * `/d/{name}`: a page per listed domain that a seller can point the domain at, rendered on the
 * server so that link previews and search engines see its title, description and price.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller('d')
export class LandingPageController {
  private spaIndex?: Promise<string | undefined>;

  constructor(
    private readonly listing: GetPublicListingHandler,
    private readonly config: AppConfig,
  ) {}

  @Get(':name')
  async show(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const listing = await this.listing.execute(name).catch((error: unknown) => {
      if (error instanceof ListingNotFoundError) return undefined;
      throw error;
    });
    const page = landingPage(name.trim().toLowerCase(), listing, this.config.siteUrl);
    response
      .status(page.status)
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(renderLandingPage(page, await this.readSpaIndex()));
  }

  private readSpaIndex(): Promise<string | undefined> {
    const dir = builtWebDir(this.config);
    this.spaIndex ??= dir ? readFile(join(dir, 'index.html'), 'utf8') : Promise.resolve(undefined);
    return this.spaIndex;
  }
}
