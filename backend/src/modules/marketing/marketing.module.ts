import { Module } from '@nestjs/common';
import { SpaIndex } from '../../platform/web/spa-page';
import { MarketplaceModule } from '../marketplace';
import { JoinWaitingListController } from './commands/join-waiting-list/join-waiting-list.http.controller';
import { JoinWaitingListHandler } from './commands/join-waiting-list/join-waiting-list.handler';
import { SendContactMessageController } from './commands/send-contact-message/send-contact-message.http.controller';
import { SendContactMessageHandler } from './commands/send-contact-message/send-contact-message.handler';
import { GetContactFormController } from './queries/get-contact-form/get-contact-form.http.controller';
import { GetContactFormHandler } from './queries/get-contact-form/get-contact-form.handler';
import { GetSitemapController } from './queries/get-sitemap/get-sitemap.http.controller';
import { GetSitemapHandler } from './queries/get-sitemap/get-sitemap.handler';
import { PublicPageController } from './queries/public-page/public-page.http.controller';
import { PublicPageHandler } from './queries/public-page/public-page.handler';

/**
 * The public site's server side (DECISIONS.md "Marketing"): the waiting list, the contact form,
 * the public pages' <head>, and the sitemap and robots.txt that search engines read.
 */
@Module({
  imports: [MarketplaceModule],
  controllers: [
    JoinWaitingListController,
    SendContactMessageController,
    GetContactFormController,
    GetSitemapController,
    PublicPageController,
  ],
  providers: [
    JoinWaitingListHandler,
    SendContactMessageHandler,
    GetContactFormHandler,
    GetSitemapHandler,
    PublicPageHandler,
    SpaIndex,
  ],
})
export class MarketingModule {}
