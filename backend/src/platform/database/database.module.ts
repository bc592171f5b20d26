import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions } from './data-source-options';
import { ReadDatabase } from './read-database';

@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.DATABASE_URL),
        autoLoadEntities: true,
      }),
    }),
  ],
  providers: [ReadDatabase],
  exports: [ReadDatabase],
})
export class DatabaseModule {}
