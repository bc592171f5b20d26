import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { renderSpaPage, SITE_NAME, SpaIndex } from '../../../../platform/web/spa-page';
import { DEFAULT_TITLE, PUBLIC_PAGE_HEADS } from '../get-sitemap/public-pages';

/** A public page of the SPA with its own title, description, canonical and social tags. */
@Injectable()
export class PublicPageHandler {
  constructor(
    private readonly config: AppConfig,
    private readonly spaIndex: SpaIndex,
  ) {}

  async execute(path: string): Promise<string> {
    const page = PUBLIC_PAGE_HEADS[path];
    const head = {
      title: page.title ? `${page.title} | ${SITE_NAME}` : DEFAULT_TITLE,
      description: page.description,
      url: `${this.config.siteUrl}${path}`,
      noindex: false,
    };
    return renderSpaPage(
      { head, screen: page.screen, prerendered: path },
      await this.spaIndex.read(),
    );
  }
}
