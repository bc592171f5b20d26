import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../../platform/auth/public.decorator';
import {
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../../../platform/errors/domain-error';
import { ApiErrors, RawResponse } from '../../../../platform/http/api-decorators';
import { EscrowProvider } from '../../escrow/escrow-provider';
import { SyncEscrowHandler } from './sync-escrow.handler';

/** Escrow.com's transaction ids are whole numbers. */
const ESCROW_ID = /^\d{1,20}$/;

@ApiTags('transaction-timeline')
@Controller('api/transaction-timeline')
export class EscrowWebhookController {
  constructor(
    private readonly escrow: EscrowProvider,
    private readonly handler: SyncEscrowHandler,
  ) {}

  @Post('escrow-webhook/:token')
  @Public()
  @RawResponse()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Escrow.com’s webhook',
    description:
      'Registered at Escrow.com as SITE_URL/api/transaction-timeline/escrow-webhook/<ESCROW_WEBHOOK_TOKEN>. A wrong token answers 401 INVALID_WEBHOOK_TOKEN and changes nothing. The body names the transaction (transaction_id); its status is then read from Escrow.com’s API, never from the body, and the deal moves to the stage Escrow.com reports, each stage once however often it is delivered. An escrow no deal here opened is acknowledged and ignored. 503 ESCROW_FAILED when Escrow.com’s API does not answer (Escrow.com delivers again; a poll also catches it). 404 while Escrow.com is not configured.',
  })
  @ApiParam({ name: 'token', description: 'ESCROW_WEBHOOK_TOKEN' })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'boolean' } } } })
  @ApiErrors(400, 401, 404, 503)
  async receive(@Param('token') token: string, @Body() body: unknown): Promise<{ received: true }> {
    if (!this.escrow.configured) throw new NotFoundError('Escrow.com is not configured');
    if (!this.escrow.acceptsWebhookToken(token))
      throw new UnauthorizedError('The webhook token is not this site’s', 'INVALID_WEBHOOK_TOKEN');
    const id = (body as { transaction_id?: unknown } | null)?.transaction_id;
    const escrowId = typeof id === 'number' || typeof id === 'string' ? String(id) : '';
    if (!ESCROW_ID.test(escrowId))
      throw new ValidationError([
        { field: 'transaction_id', message: 'transaction_id must be an Escrow.com transaction id' },
      ]);
    await this.handler.execute(escrowId, 'escrow_webhook');
    return { received: true };
  }
}
