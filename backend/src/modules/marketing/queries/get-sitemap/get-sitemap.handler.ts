import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../../platform/config/app-config';
import { LandingPageNames } from '../../../marketplace';
import { PUBLIC_PAGES, SITEMAP_LANDING_PAGES } from './public-pages';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The sitemap: the public pages and each domain's `/d/{name}` landing page, newest first. */
@Injectable()
export class GetSitemapHandler {
  constructor(
    private readonly landingPages: LandingPageNames,
    private readonly config: AppConfig,
  ) {}

  async execute(): Promise<string> {
    const site = this.config.siteUrl;
    const domains = await this.landingPages.newest(SITEMAP_LANDING_PAGES);
    const urls = [
      ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${site}${path}`)}</loc></url>`),
      ...domains.map(
        (domain) =>
          `  <url><loc>${escapeXml(`${site}/d/${encodeURIComponent(domain.name)}`)}</loc>` +
          `<lastmod>${domain.lastModified.toISOString()}</lastmod></url>`,
      ),
    ];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls,
      '</urlset>',
      '',
    ].join('\n');
  }
}
