import { Global, Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.http.controller';
import { MailDelivery } from './mail-delivery';
import { MailJobs } from './mail-jobs';
import { MailOutbox } from './mail-outbox';
import { MailSender } from './mail-sender';

/**
 * Transactional outbox for mail (`MailOutbox.enqueue`), its delivery through the `mail` queue (or
 * this process's sender without Redis), and the dev mailbox page.
 */
@Global()
@Module({
  controllers: [DevMailboxController],
  providers: [MailOutbox, MailDelivery, MailSender, MailJobs],
  exports: [MailOutbox, MailSender, MailJobs],
})
export class MailModule {}
