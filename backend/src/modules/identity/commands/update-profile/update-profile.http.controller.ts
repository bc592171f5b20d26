import { Body, Controller, Patch, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { ForbiddenError, ValidationError } from '../../../../platform/errors/domain-error';
import { GetProfileHandler } from '../../queries/get-profile/get-profile.handler';
import { Profile } from '../../queries/get-profile/get-profile.response.dto';
import { UpdateProfileHandler } from './update-profile.handler';
import { UpdateProfileRequest } from './update-profile.request.dto';

const ID_FILTER = /^eq\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** PostgREST-compatible profile update, as the spec's client calls it ("return=representation"). */
@ApiTags('profiles')
@Controller('api/rest/v1')
export class UpdateProfileController {
  constructor(
    private readonly handler: UpdateProfileHandler,
    private readonly profiles: GetProfileHandler,
  ) {}

  @Patch('profiles')
  @ApiOperation({
    summary: "Update the caller's profile (full_name, marketing_consent only)",
    description:
      'The id filter must be `eq.<your id>`: another id answers 403 FORBIDDEN, a malformed filter 400. Any other field in the body (available_credits, user_tier, id, ...) answers 400 VALIDATION_ERROR and changes nothing. Answers the updated row in a one-element array.',
  })
  @ApiQuery({ name: 'id', required: true, example: 'eq.3f1c1d5e-7b7a-4d0e-9a51-5d0c2f1e0a11' })
  @ApiQuery({ name: 'select', required: false, description: 'Accepted and ignored' })
  @ApiEnvelope(Profile, { isArray: true })
  @ApiErrors(400, 401, 403)
  async updateProfile(
    @CurrentCaller() caller: Caller,
    @Query('id') idFilter: unknown,
    @Body() body: UpdateProfileRequest,
  ): Promise<Profile[]> {
    const match = typeof idFilter === 'string' ? ID_FILTER.exec(idFilter) : null;
    if (!match)
      throw new ValidationError([
        { field: 'id', message: 'The id filter must be of the form eq.<uuid>' },
      ]);
    if (match[1].toLowerCase() !== caller.userId.toLowerCase())
      throw new ForbiddenError('You can only update your own profile');
    await this.handler.execute({
      userId: caller.userId,
      fullName: body.full_name,
      marketingConsent: body.marketing_consent,
    });
    return [await this.profiles.execute({ userId: caller.userId })];
  }
}
