import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { SavedSearch } from '../../http/watchlist.response.dto';
import { GetSavedSearchesHandler } from '../../queries/get-saved-searches/get-saved-searches.handler';
import { RemoveSearchHandler } from './remove-search.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/searches')
export class RemoveSearchController {
  constructor(
    private readonly handler: RemoveSearchHandler,
    private readonly searches: GetSavedSearchesHandler,
  ) {}

  @Delete(':id')
  @ApiOperation({
    summary: 'Remove a saved search; answers the searches left',
    description: 'The buyer who saved it; anyone else gets 404.',
  })
  @ApiEnvelope(SavedSearch, { isArray: true })
  @ApiErrors(401, 404)
  async remove(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<SavedSearch[]> {
    await this.handler.execute({ buyerId: caller.userId, searchId: id });
    return this.searches.execute(caller.userId);
  }
}
