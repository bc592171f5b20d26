import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WatchState } from '../../http/watchlist.response.dto';
import { UnwatchListingHandler } from './unwatch-listing.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/items')
export class UnwatchListingController {
  constructor(private readonly unwatch: UnwatchListingHandler) {}

  @Delete(':listingId')
  @ApiOperation({
    summary: 'Stop watching a listing',
    description: 'Signed-in users; a listing not watched stays not watched.',
  })
  @ApiEnvelope(WatchState)
  @ApiErrors(401)
  async unwatchListing(
    @CurrentCaller() caller: Caller,
    @Param('listingId') listingId: string,
  ): Promise<WatchState> {
    await this.unwatch.execute({ buyerId: caller.userId, listingId });
    return { listing_id: listingId, watching: false };
  }
}
