import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { DeletedListing } from '../../http/domain-listing.response.dto';
import { DeleteListingHandler } from './delete-listing.handler';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class DeleteListingController {
  constructor(private readonly handler: DeleteListingHandler) {}

  @TokenScope('listings:write')
  @Delete('delete/:id')
  @ApiOperation({
    summary: 'Delete a listing (its credit is not returned)',
    description: '409 LISTING_SOLD for a sold domain: restore it first.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(DeletedListing)
  @ApiErrors(401, 404, 409)
  async delete(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<DeletedListing> {
    await this.handler.execute({ listingId: id, sellerId: caller.userId });
    return { id, deleted: true };
  }
}
