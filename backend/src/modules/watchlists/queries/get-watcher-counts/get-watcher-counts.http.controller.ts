import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { WatcherCount } from '../../http/watchlist.response.dto';
import { GetWatcherCountsHandler } from './get-watcher-counts.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/watchers')
export class GetWatcherCountsController {
  constructor(private readonly handler: GetWatcherCountsHandler) {}

  @Get()
  @ApiOperation({
    summary: 'How many buyers watch each of your listings (a count, never who)',
    description:
      'Signed-in sellers, their own listings; listings nobody watches are left out. A moment behind new listings (an asynchronous read model).',
  })
  @ApiEnvelope(WatcherCount, { isArray: true })
  @ApiErrors(401)
  list(@CurrentCaller() caller: Caller): Promise<WatcherCount[]> {
    return this.handler.execute(caller.userId);
  }
}
