import { Module } from '@nestjs/common';
import { AuditTrail } from './audit-trail';
import { RebuildProjectionController } from './commands/rebuild-projection/rebuild-projection.http.controller';
import { RebuildProjectionHandler } from './commands/rebuild-projection/rebuild-projection.handler';
import { GetEventTypesController } from './queries/get-event-types/get-event-types.http.controller';
import { GetEventTypesHandler } from './queries/get-event-types/get-event-types.handler';
import { GetEventsController } from './queries/get-events/get-events.http.controller';
import { GetEventsHandler } from './queries/get-events/get-events.handler';
import { GetProjectionsController } from './queries/get-projections/get-projections.http.controller';
import { GetProjectionsHandler } from './queries/get-projections/get-projections.handler';
import { GetSalesController } from './queries/get-sales/get-sales.http.controller';
import { GetSalesHandler } from './queries/get-sales/get-sales.handler';
import { GetStreamEventsController } from './queries/get-stream-events/get-stream-events.http.controller';
import { GetStreamEventsHandler } from './queries/get-stream-events/get-stream-events.handler';
import { AuditVerifier } from './verify/audit-verifier';

/**
 * The event log for auditors (role `auditor`): events and streams as stored, every sale with its
 * restore, the read models' status and rebuilds, and the verification `npm run audit:verify` runs.
 * Every read is recorded in the auditor's own stream.
 */
@Module({
  controllers: [
    GetEventsController,
    GetEventTypesController,
    GetStreamEventsController,
    GetSalesController,
    GetProjectionsController,
    RebuildProjectionController,
  ],
  providers: [
    AuditTrail,
    GetEventsHandler,
    GetEventTypesHandler,
    GetStreamEventsHandler,
    GetSalesHandler,
    GetProjectionsHandler,
    RebuildProjectionHandler,
    AuditVerifier,
  ],
})
export class AuditModule {}
