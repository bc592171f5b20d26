import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { RecordViewHandler } from './record-view.handler';
import { RecordedView } from './record-view.response.dto';

@ApiTags('domains')
@Controller('api/domains')
export class RecordViewController {
  constructor(private readonly handler: RecordViewHandler) {}

  @Post(':id/view')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Count a view of a listing',
    description:
      'One view per signed-in viewer, listing and UTC day; the seller’s own views do not count.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiEnvelope(RecordedView)
  @ApiErrors(401, 404)
  view(@CurrentCaller() caller: Caller, @Param('id') id: string): Promise<RecordedView> {
    return this.handler.execute({ listingId: id, viewerId: caller.userId });
  }
}
