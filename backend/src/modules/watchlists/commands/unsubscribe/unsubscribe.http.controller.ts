import { Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../../platform/auth/public.decorator';
import { RawResponse } from '../../../../platform/http/api-decorators';
import { UnusableUnsubscribeLinkError } from '../../model/watchlist.errors';
import { UnsubscribeHandler } from './unsubscribe.handler';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${title} - Domain Liquidation</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#212529}
button{font:inherit;padding:.5rem 1rem;border-radius:8px;border:0;background:#1c7ed6;color:#fff;cursor:pointer}</style>
</head><body><main><h1>${title}</h1>${body}</main></body></html>`;

/** A link we did not make, or one past its year, as a page a person reads: 400, never a 500. */
function refuse(response: Response, error: unknown): void {
  if (!(error instanceof UnusableUnsubscribeLinkError)) throw error;
  response
    .status(400)
    .type('html')
    .send(page('This link does not work', `<p>${error.message}</p>`));
}

/**
 * The one-click unsubscribe of alert mails, signed out. Mail clients POST the link with
 * `List-Unsubscribe=One-Click` (RFC 8058); a person who opens it gets a page whose button does
 * the same, so that a link scanner fetching the page unsubscribes no one. A link that does not
 * work says so on the page, before and after the button.
 */
@ApiExcludeController()
@Public()
@RawResponse()
@Controller(UNSUBSCRIBE_PATH.slice(1))
export class UnsubscribeController {
  constructor(private readonly handler: UnsubscribeHandler) {}

  @Get()
  confirm(@Query('token') token: unknown, @Res() response: Response): void {
    const value = typeof token === 'string' ? token : '';
    try {
      this.handler.buyerOf(value);
    } catch (error) {
      refuse(response, error);
      return;
    }
    response.type('html').send(
      page(
        'Unsubscribe from alerts',
        `<p>Stop every mail about your saved searches and watched names? You can turn them on again in your notification settings.</p>
<form method="post" action="${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(value)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
      ),
    );
  }

  @Post()
  @HttpCode(200)
  async unsubscribe(@Query('token') token: unknown, @Res() response: Response): Promise<void> {
    try {
      await this.handler.execute(typeof token === 'string' ? token : '');
    } catch (error) {
      refuse(response, error);
      return;
    }
    response
      .type('html')
      .send(
        page(
          'You are unsubscribed',
          '<p>You will get no more alerts or notices. Your saved searches and watchlist are kept.</p>',
        ),
      );
  }
}
