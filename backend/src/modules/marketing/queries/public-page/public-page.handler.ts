import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import {
  renderSpaPage,
  signedInScreen,
  SITE_NAME,
  SpaIndex,
} from '../../../../platform/web/spa-page';
import { DEFAULT_TITLE, PUBLIC_PAGE_HEADS } from '../get-sitemap/public-pages';

/** A public page of the SPA with its own title, description, canonical and social tags. */
@Injectable()
export class PublicPageHandler {
  constructor(
    private readonly config: AppConfig,
    private readonly spaIndex: SpaIndex,
  ) {}

  /**
   * `signedIn`: the browser says it holds a session (the SPA's `dlm_signed_in` cookie). A gated
   * page then comes with its signed-in first screen, not the signed-out visitor's.
   */
  async execute(path: string, signedIn: boolean): Promise<string> {
    const page = PUBLIC_PAGE_HEADS[path];
    const screen = page.gated && signedIn ? signedInScreen(path) : path;
    const head = {
      title: page.title ? `${page.title} | ${SITE_NAME}` : DEFAULT_TITLE,
      description: page.description,
      url: `${this.config.siteUrl}${path}`,
      noindex: false,
    };
    return renderSpaPage(
      { head, screen: page.screen, prerendered: screen, styles: screen },
      await this.spaIndex.read(),
    );
  }
}
