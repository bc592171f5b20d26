import { Global, Module } from '@nestjs/common';
import { Quotas } from '../rate-limit/quotas';
import { RedisConnection } from './redis.connection';

@Global()
@Module({ providers: [RedisConnection, Quotas], exports: [RedisConnection, Quotas] })
export class RedisModule {}
