import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { GetJwksHandler } from './get-jwks.handler';
import { JsonWebKeySet } from './get-jwks.response.dto';

@ApiTags('auth')
@Controller('api/auth')
export class GetJwksController {
  constructor(private readonly handler: GetJwksHandler) {}

  @Get('.well-known/jwks.json')
  @Public()
  @RawResponse()
  @SkipThrottle()
  @Header('Cache-Control', 'public, max-age=300')
  @ApiOperation({
    summary: 'The public keys that verify access tokens (RFC 7517), not wrapped in the envelope',
  })
  @ApiOkResponse({ type: JsonWebKeySet })
  getJwks(): JsonWebKeySet {
    return this.handler.execute();
  }
}
