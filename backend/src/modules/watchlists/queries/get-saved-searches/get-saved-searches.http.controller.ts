import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SavedSearch } from '../../http/watchlist.response.dto';
import { GetSavedSearchesHandler } from './get-saved-searches.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/searches')
export class GetSavedSearchesController {
  constructor(private readonly handler: GetSavedSearchesHandler) {}

  @Get()
  @ApiOperation({
    summary: 'Your saved searches (at most 20), oldest first',
    description: 'Signed-in users, their own searches.',
  })
  @ApiEnvelope(SavedSearch, { isArray: true })
  @ApiErrors(401)
  list(@CurrentCaller() caller: Caller): Promise<SavedSearch[]> {
    return this.handler.execute(caller.userId);
  }
}
