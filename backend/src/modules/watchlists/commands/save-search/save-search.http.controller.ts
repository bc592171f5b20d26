import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SaveSearchRequest } from '../../http/watchlist.request.dto';
import { SavedSearch } from '../../http/watchlist.response.dto';
import { GetSavedSearchesHandler } from '../../queries/get-saved-searches/get-saved-searches.handler';
import { SaveSearchHandler } from './save-search.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/searches')
export class SaveSearchController {
  constructor(
    private readonly handler: SaveSearchHandler,
    private readonly searches: GetSavedSearchesHandler,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Save a marketplace search with a name, and how to hear of new matches',
    description:
      'Signed-in users; at most 20 saved searches (422 TOO_MANY_SAVED_SEARCHES). The address is a path of the marketplace (`/marketplace` and its query; anything else is 400 VALIDATION_ERROR on `url`), its query read as the marketplace reads it (400 when the marketplace would refuse it).',
  })
  @ApiEnvelope(SavedSearch, { status: 201 })
  @ApiErrors(400, 401, 422)
  async save(
    @CurrentCaller() caller: Caller,
    @Body() request: SaveSearchRequest,
  ): Promise<SavedSearch> {
    const { searchId } = await this.handler.execute({ buyerId: caller.userId, ...request });
    return this.searches.find(caller.userId, searchId);
  }
}
