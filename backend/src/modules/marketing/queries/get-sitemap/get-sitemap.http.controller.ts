import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { AppConfig } from '../../../../platform/config/app-config';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { LandingPageNames } from '../../../marketplace';
import { DISALLOWED_PATHS, PUBLIC_PAGES, SITEMAP_LANDING_PAGES } from './public-pages';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * `/sitemap.xml` (the public pages and each domain's `/d/{name}` landing page) and `/robots.txt`
 * (which points at it and keeps crawlers out of the signed-in screens).
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class GetSitemapController {
  constructor(
    private readonly landingPages: LandingPageNames,
    private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
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

  @Get('robots.txt')
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${this.config.siteUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }
}
