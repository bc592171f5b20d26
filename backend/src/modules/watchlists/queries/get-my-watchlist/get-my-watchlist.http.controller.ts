import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WatchlistItem } from '../../http/watchlist.response.dto';
import { GetMyWatchlistHandler } from './get-my-watchlist.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/items')
export class GetMyWatchlistController {
  constructor(private readonly handler: GetMyWatchlistHandler) {}

  @Get()
  @ApiOperation({
    summary: 'My watchlist: price now against when watched, sold or suspended',
    description: 'Signed-in users, their own watchlist.',
  })
  @ApiEnvelope(WatchlistItem, { isArray: true })
  @ApiErrors(401)
  list(@CurrentCaller() caller: Caller): Promise<WatchlistItem[]> {
    return this.handler.execute(caller.userId);
  }
}
