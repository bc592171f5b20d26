import { Global, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';
import { MailSender } from './mail-sender';

/** Transactional outbox for mail (`MailOutbox.enqueue`) and its sender. */
@Global()
@Module({ providers: [MailOutbox, MailSender], exports: [MailOutbox, MailSender] })
export class MailModule {}
