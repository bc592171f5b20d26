import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { Roles } from '../../../../platform/auth/roles.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ProjectionRebuild } from './projection-rebuild.response.dto';
import { RebuildProjectionHandler } from './rebuild-projection.handler';

@ApiTags('audit')
@Roles('auditor')
@Controller('api/audit/projections')
export class RebuildProjectionController {
  constructor(private readonly handler: RebuildProjectionHandler) {}

  @Post(':name/rebuild')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rebuild a read model from the whole event log (auditors)',
    description:
      'Runs while the system keeps serving: readers see the old rows until the rebuild commits, and the projection’s processor goes on from the rebuilt checkpoint. 404 for an unknown name, 422 NOT_REBUILDABLE for a reactor, 409 PROJECTION_BUSY while another rebuild of it runs. Recorded in the auditor’s stream.',
  })
  @ApiParam({ name: 'name', example: 'marketplace.listings' })
  @ApiEnvelope(ProjectionRebuild)
  @ApiErrors(401, 403, 404, 409, 422)
  rebuild(
    @CurrentCaller() caller: Caller,
    @Param('name') name: string,
  ): Promise<ProjectionRebuild> {
    return this.handler.execute(caller.userId, name);
  }
}
