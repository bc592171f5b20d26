import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { NotificationSettingsView } from '../../http/watchlist.response.dto';
import { GetNotificationSettingsHandler } from './get-notification-settings.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/settings')
export class GetNotificationSettingsController {
  constructor(private readonly handler: GetNotificationSettingsHandler) {}

  @Get()
  @ApiOperation({
    summary: 'Your notification settings',
    description: 'Signed-in users, their own settings.',
  })
  @ApiEnvelope(NotificationSettingsView)
  @ApiErrors(401)
  get(@CurrentCaller() caller: Caller): Promise<NotificationSettingsView> {
    return this.handler.execute(caller.userId);
  }
}
