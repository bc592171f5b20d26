import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { GetMyListingsHandler } from './get-my-listings.handler';
import { GetMyListingsRequest } from './get-my-listings.request.dto';
import { MyListingsPage } from './get-my-listings.response.dto';
import { TokenScope } from '../../../../platform/auth/api-token-scopes';

@ApiTags('domains')
@Controller('api/domains')
export class GetMyListingsController {
  constructor(private readonly handler: GetMyListingsHandler) {}

  @TokenScope('listings:read')
  @Get('my-listings')
  @ApiOperation({ summary: 'Your listings, newest first (deleted ones are gone)' })
  @ApiEnvelope(MyListingsPage)
  @ApiErrors(400, 401)
  getMyListings(
    @CurrentCaller() caller: Caller,
    @Query() request: GetMyListingsRequest,
  ): Promise<MyListingsPage> {
    return this.handler.execute({
      sellerId: caller.userId,
      page: request.page ?? 1,
      limit: request.limit ?? 20,
      statuses: request.status,
      search: request.search,
    });
  }
}
