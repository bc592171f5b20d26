import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import { DataSource } from 'typeorm';
import { Public } from '../auth/public.decorator';
import { AppConfig } from '../config/app-config';
import { RawResponse } from '../http/api-decorators';
import { NotFoundError } from '../errors/domain-error';
import { isLoopbackClient } from '../http/loopback-client';
import { devMailboxPage, type MailboxRow } from './dev-mailbox.page';

const SHOWN = 100;

/**
 * `/dev/mailbox`: the outbox as a page, so a developer or a demo can read the sign-in codes and
 * reset links that would have been mailed. It shows every user's mail, so it answers 404 in
 * production and to every client that is not on this machine.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller('dev/mailbox')
export class DevMailboxController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  @Get()
  async show(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (this.config.isProduction || !isLoopbackClient(request)) throw new NotFoundError();
    const mails: MailboxRow[] = await this.dataSource.query(
      `select id, to_address, subject, text_body, template, headers, status, attempts, last_error, created_at
         from mail_outbox order by created_at desc, id limit $1`,
      [SHOWN],
    );
    response.type('html').send(devMailboxPage(mails));
  }
}
