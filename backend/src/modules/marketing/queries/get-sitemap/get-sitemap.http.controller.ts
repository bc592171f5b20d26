import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import { AppConfig } from '../../../../platform/config/app-config';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { GetSitemapHandler } from './get-sitemap.handler';
import { DISALLOWED_PATHS } from './public-pages';

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
    private readonly handler: GetSitemapHandler,
    private readonly config: AppConfig,
  ) {}

  @Get('sitemap.xml')
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): Promise<string> {
    return this.handler.execute();
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
