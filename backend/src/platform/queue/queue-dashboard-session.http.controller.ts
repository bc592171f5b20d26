import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { bearerToken } from '../auth/auth.guard';
import { Roles } from '../auth/roles.decorator';
import { AppConfig } from '../config/app-config';
import { AnswerHoldsSecret } from '../http/answer-holds-secret.decorator';
import { ApiEnvelope, ApiErrors } from '../http/api-decorators';
import { QUEUE_DASHBOARD_COOKIE, QUEUE_DASHBOARD_PATH } from './queue-dashboard';

/** Access tokens live 15 minutes; the cookie lives no longer. */
const COOKIE_SECONDS = 15 * 60;

export class QueueDashboardSession {
  @ApiProperty({ example: QUEUE_DASHBOARD_PATH, description: 'Open this address in the browser' })
  url!: string;
}

/**
 * Opens the queue dashboard to an auditor's browser: its page loads carry no bearer header, so
 * the caller's access token goes into an http-only cookie scoped to the dashboard's path.
 */
@ApiTags('admin')
@Controller('api/admin/queue-dashboard')
export class QueueDashboardSessionController {
  constructor(private readonly config: AppConfig) {}

  @Post('session')
  @AnswerHoldsSecret()
  @HttpCode(200)
  @Roles('auditor')
  @ApiOperation({ summary: 'Let this browser open the queue dashboard (auditors)' })
  @ApiEnvelope(QueueDashboardSession)
  @ApiOkResponse({ description: `Sets the ${QUEUE_DASHBOARD_COOKIE} cookie` })
  @ApiErrors(401, 403)
  open(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): QueueDashboardSession {
    response.cookie(QUEUE_DASHBOARD_COOKIE, bearerToken(request) ?? '', {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.isProduction,
      path: QUEUE_DASHBOARD_PATH,
      maxAge: COOKIE_SECONDS * 1000,
    });
    return { url: QUEUE_DASHBOARD_PATH };
  }
}
