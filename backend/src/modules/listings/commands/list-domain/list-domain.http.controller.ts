import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DomainListing } from '../../http/domain-listing.response.dto';
import { ListDomainHandler } from './list-domain.handler';
import { CreateListingRequest } from './list-domain.request.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class ListDomainController {
  constructor(private readonly handler: ListDomainHandler) {}

  @TokenScope('listings:write')
  @Post('create')
  @ApiOperation({
    summary: 'List a domain (spends one credit)',
    description:
      'The listing goes live at once for 30 days. One credit is spent from the lot that expires first, in the same transaction. 422 INSUFFICIENT_CREDITS without a credit; 409 DOMAIN_ALREADY_LISTED when the name has an active listing (no credit is spent then).',
  })
  @ApiEnvelope(DomainListing, { status: 201 })
  @ApiErrors(400, 401, 409, 422)
  async create(
    @CurrentCaller() caller: Caller,
    @Body() body: CreateListingRequest,
  ): Promise<DomainListing> {
    const { listing } = await this.handler.execute({
      sellerId: caller.userId,
      name: body.name,
      priceUsd: body.price,
      registrar: body.registrar,
      description: body.description,
      tags: body.tags,
      notes: body.notes,
      domainType: body.domainType,
      category: body.category,
      autoRenewal: body.autoRenewal,
      privacyProtection: body.privacyProtection,
      autoRelist: body.autoRelist,
    });
    return listing;
  }
}
