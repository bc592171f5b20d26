import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { RawResponse, REVALIDATED } from '../../../../platform/http/api-decorators';
import { LandingImageHandler } from './landing-image.handler';

/**
 * `/d/{name}/image.png`: the social card of a listing on sale, the og:image of its landing page.
 * Revalidated by an ETag of what it shows: an unchanged card answers 304 without being drawn.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller('d')
export class LandingImageController {
  constructor(private readonly handler: LandingImageHandler) {}

  @Get(':name/image.png')
  async show(
    @Param('name') name: string,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const image = await this.handler.execute(name);
    if (!image) {
      response.status(404).type('text').send('This domain is not listed on the marketplace.');
      return;
    }
    response.setHeader('Cache-Control', REVALIDATED).setHeader('ETag', image.tag);
    if (request.fresh) {
      response.status(304).end();
      return;
    }
    response.type('png').send(await image.draw());
  }
}
