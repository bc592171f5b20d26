import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WatchListingRequest } from '../../http/watchlist.request.dto';
import { WatchState } from '../../http/watchlist.response.dto';
import { WatchListingHandler } from './watch-listing.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/items')
export class WatchListingController {
  constructor(private readonly watch: WatchListingHandler) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Watch a listing (the heart)',
    description:
      'Signed-in users, on a listing on the marketplace that is not their own (422 OWN_LISTING). Watching it again changes nothing.',
  })
  @ApiEnvelope(WatchState)
  @ApiErrors(400, 401, 404, 422)
  async watchListing(
    @CurrentCaller() caller: Caller,
    @Body() request: WatchListingRequest,
  ): Promise<WatchState> {
    await this.watch.execute({ buyerId: caller.userId, listingId: request.listing_id });
    return { listing_id: request.listing_id, watching: true };
  }
}
