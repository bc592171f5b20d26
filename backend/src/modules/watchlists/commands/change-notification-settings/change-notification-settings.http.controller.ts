import { Body, Controller, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Caller } from '../../../../platform/auth/access-token-verifier';
import { CurrentCaller } from '../../../../platform/auth/current-caller.decorator';
import { ApiEnvelope, ApiErrors } from '../../../../platform/http/api-decorators';
import { NotificationSettingsRequest } from '../../http/watchlist.request.dto';
import { NotificationSettingsView } from '../../http/watchlist.response.dto';
import { ChangeNotificationSettingsHandler } from './change-notification-settings.handler';

@ApiTags('watchlists')
@Controller('api/watchlists/settings')
export class ChangeNotificationSettingsController {
  constructor(private readonly handler: ChangeNotificationSettingsHandler) {}

  @Put()
  @ApiOperation({
    summary: 'Your notification settings: saved-search alerts, watched-listing notices',
    description: 'Signed-in users, their own settings.',
  })
  @ApiEnvelope(NotificationSettingsView)
  @ApiErrors(400, 401)
  async change(
    @CurrentCaller() caller: Caller,
    @Body() request: NotificationSettingsRequest,
  ): Promise<NotificationSettingsView> {
    await this.handler.execute({
      buyerId: caller.userId,
      settings: { searchAlerts: request.search_alerts, watchNotices: request.watch_notices },
      via: 'settings',
    });
    return request;
  }
}
