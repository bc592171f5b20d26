import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import {
  PLAN_CHANGED,
  type PlanChangedData,
  PROFILE_UPDATED,
  type ProfileUpdatedData,
  USER_REGISTERED,
  type UserRegisteredData,
} from '../model/user.events';

/**
 * The `profiles` read model: terms, consent, tier and timestamps, built from identity events
 * alone. The e-mail and full name are not copied here: the profile query joins `users`, the
 * identity module's own table, so erasing a person never needs a rebuild (ADR 0004).
 */
@Injectable()
export class ProfilesProjection implements Projection {
  readonly name = 'identity.profiles';
  readonly eventTypes = [USER_REGISTERED, PROFILE_UPDATED, PLAN_CHANGED] as const;
  readonly tables = ['profiles'] as const;

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    for (const event of events) {
      if (event.type === USER_REGISTERED) {
        const data = event.data as UserRegisteredData;
        await manager.query(
          `insert into profiles (id, accepted_terms, marketing_consent, created_at, updated_at)
           values ($1, $2, $3, $4, $4) on conflict (id) do nothing`,
          [data.userId, data.acceptedTerms, data.marketingConsent, data.createdAt],
        );
      } else if (event.type === PROFILE_UPDATED) {
        const data = event.data as ProfileUpdatedData;
        await manager.query(
          `update profiles set marketing_consent = coalesce($2, marketing_consent), updated_at = $3
            where id = $1`,
          [data.userId, data.marketingConsent ?? null, data.updatedAt],
        );
      } else if (event.type === PLAN_CHANGED) {
        const data = event.data as PlanChangedData;
        await manager.query(
          `update profiles set user_tier = $2, pro_until = $3, updated_at = $4 where id = $1`,
          [data.userId, data.tier, data.tier === 'pro' ? data.periodEnd : null, data.changedAt],
        );
      }
    }
  }
}
