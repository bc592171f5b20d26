import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { OptionalCaller } from '../../../../platform/auth/current-caller.decorator';
import { Public } from '../../../../platform/auth/public.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { MARKETING_FORMS_PER_MINUTE } from '../../model/marketing-rules';
import { ContactMessageReceipt } from './contact-message-receipt.response.dto';
import { SendContactMessageHandler } from './send-contact-message.handler';
import { SendContactMessageRequest } from './send-contact-message.request.dto';

@ApiTags('marketing')
@Controller('api/contact')
export class SendContactMessageController {
  constructor(private readonly handler: SendContactMessageHandler) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.CREATED)
  @Throttle({ default: { limit: MARKETING_FORMS_PER_MINUTE, ttl: 60_000 } })
  @ApiOperation({
    summary: 'Send a message to support from the contact form',
    description:
      "Anyone. Support gets the message by mail; a signed-in sender gets a confirmation at their account's address (a visitor gets none). 503 CONTACT_FORM_DISABLED when the operator turned the form off; 429 RATE_LIMITED after 5 a minute from one address.",
  })
  @ApiEnvelope(ContactMessageReceipt, { status: 201 })
  @ApiErrors(400, 429, 503)
  send(
    @Body() body: SendContactMessageRequest,
    @OptionalCaller() caller: Caller | undefined,
  ): Promise<ContactMessageReceipt> {
    return this.handler.execute({
      name: body.name,
      email: body.email,
      subject: body.subject,
      message: body.message,
      senderId: caller?.userId,
    });
  }
}
