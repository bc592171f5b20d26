import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { REQUEST_ACCEPTED, RequestAccepted } from '../../http/request-accepted.dto';
import { RecoverPasswordHandler } from './recover-password.handler';
import { RecoverRequest } from './recover-password.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class RecoverPasswordController {
  constructor(private readonly handler: RecoverPasswordHandler) {}

  @Post('recover')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Mail a password-reset link',
    description:
      'Always answers the same success, whether or not the address has an account; only a real account gets a mail (link valid 1 hour).',
  })
  @ApiEnvelope(RequestAccepted)
  @ApiErrors(400, 429)
  async recover(@Body() body: RecoverRequest): Promise<RequestAccepted> {
    await this.handler.execute({ email: body.email });
    return REQUEST_ACCEPTED;
  }
}
