import { Global, Module } from '@nestjs/common';
import { SecretBox } from './secret-box';

/** The sealing of users' secrets (`SecretBox`), one key for every module. */
@Global()
@Module({ providers: [SecretBox], exports: [SecretBox] })
export class SecretsModule {}
