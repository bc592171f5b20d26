import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { PUBLIC_PAGE_HEADS, PUBLIC_PAGES } from '../get-sitemap/public-pages';
import { PublicPageHandler } from './public-page.handler';

/** Set by the SPA while it holds a session (frontend/src/lib/auth/session-store.ts); no credential. */
const SIGNED_IN_COOKIE = /(?:^|;\s*)dlm_signed_in=1(?:;|$)/;

/**
 * The public pages (`/`, `/about`, `/marketplace`, `/login`, ...) rendered on the server: the SPA's
 * index.html with the page's own <head>, so that search engines and link previews read it
 * without running a script. Every other path of the SPA gets index.html as it is built.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller()
export class PublicPageController {
  constructor(private readonly handler: PublicPageHandler) {}

  @Get(PUBLIC_PAGES)
  async show(@Req() request: Request, @Res() response: Response): Promise<void> {
    const path = request.path.replace(/(.)\/$/, '$1');
    const html = await this.handler.execute(
      path,
      SIGNED_IN_COOKIE.test(request.headers.cookie ?? ''),
    );
    response.type('html').setHeader('Cache-Control', 'no-cache');
    // A gated page differs by that cookie: a shared cache keeps one copy per value.
    if (PUBLIC_PAGE_HEADS[path].gated) response.vary('Cookie');
    response.send(html);
  }
}
