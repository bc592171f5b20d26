import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { RawResponse, REVALIDATED } from '../../../../platform/http/api-decorators';
import { LandingPageHandler } from './landing-page.handler';

/**
 * `/d/{name}`: a page per listed domain that a seller can point the domain at, rendered on the
 * server so that link previews and search engines see its title, description and price.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller('d')
export class LandingPageController {
  constructor(private readonly handler: LandingPageHandler) {}

  @Get(':name')
  async show(@Param('name') name: string, @Res() response: Response): Promise<void> {
    const page = await this.handler.execute({ name });
    response
      .status(page.status)
      .type('html')
      .setHeader('Cache-Control', REVALIDATED)
      .send(page.html);
  }
}
