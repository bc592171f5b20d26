import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { MARKETING_FORMS_PER_MINUTE } from '../../model/marketing-rules';
import { JoinWaitingListHandler } from './join-waiting-list.handler';
import { JoinWaitingListRequest } from './join-waiting-list.request.dto';
import { WaitingListEntry } from './waiting-list-entry.response.dto';

@ApiTags('marketing')
@Controller('api/waitlist')
export class JoinWaitingListController {
  constructor(private readonly handler: JoinWaitingListHandler) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.CREATED)
  @Throttle({ default: { limit: MARKETING_FORMS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Join the waiting list as a seller or a buyer',
    description:
      'Anyone. One entry per e-mail address and interest: signing up again gets the same answer and stores nothing new. The first sign-up gets a confirmation mail. 429 RATE_LIMITED after 5 a minute from one address.',
  })
  @ApiEnvelope(WaitingListEntry, { status: 201 })
  @ApiErrors(400, 429)
  join(@Body() body: JoinWaitingListRequest): Promise<WaitingListEntry> {
    return this.handler.execute({ email: body.email, interestType: body.interestType });
  }
}
