import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { REQUEST_ACCEPTED, RequestAccepted } from '../../http/request-accepted.dto';
import { RequestOtpHandler } from './request-otp.handler';
import { OtpRequest } from './request-otp.request.dto';

@ApiTags('auth')
@Controller('api/auth')
export class RequestOtpController {
  constructor(private readonly handler: RequestOtpHandler) {}

  @Post('otp')
  @Public()
  @HttpCode(HttpStatus.OK)
  @Throttle({ default: { limit: 5, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Mail a one-time sign-in code',
    description:
      'Always answers the same success; an existing account gets a 6-digit code valid for 10 minutes (POST /api/auth/verify).',
  })
  @ApiEnvelope(RequestAccepted)
  @ApiErrors(400, 429)
  async requestOtp(@Body() body: OtpRequest): Promise<RequestAccepted> {
    await this.handler.execute({ email: body.email });
    return REQUEST_ACCEPTED;
  }
}
