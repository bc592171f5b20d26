import { Injectable } from '@nestjs/common';
import { type EntityManager } from 'typeorm';
import { type RecordedEvent } from '../../../platform/event-store/event';
import { type Projection } from '../../../platform/projections/projection';
import { applyInWaves } from '../../../platform/projections/waves';
import {
  PLAN_CHANGED,
  type PlanChangedData,
  PROFILE_UPDATED,
  type ProfileUpdatedData,
  USER_REGISTERED,
  type UserRegisteredData,
} from '../model/user.events';
import { ProfilesFold } from './profiles.fold';

/**
 * The `profiles` read model: terms, consent, tier and timestamps, built from identity events
 * alone. The e-mail and full name are not copied here: the profile query joins `users`, the
 * identity module's own table, so erasing a person never needs a rebuild (ADR 0004). A batch
 * is applied in waves (each user once per wave), one set-based statement per event type and wave.
 */
@Injectable()
export class ProfilesProjection implements Projection {
  readonly name = 'identity.profiles';
  readonly eventTypes = [USER_REGISTERED, PROFILE_UPDATED, PLAN_CHANGED] as const;
  readonly tables = ['profiles'] as const;

  rowFold(): ProfilesFold {
    return new ProfilesFold();
  }

  async apply(events: RecordedEvent[], manager: EntityManager): Promise<void> {
    await applyInWaves(
      events,
      (event) => (event.data as { userId: string }).userId,
      (type, group) => this.applyAll(type, group, manager),
    );
  }

  /** Events of one type, each of a different user. */
  private async applyAll(
    type: string,
    events: RecordedEvent[],
    manager: EntityManager,
  ): Promise<void> {
    if (type === USER_REGISTERED) {
      const registered = events.map((event) => event.data as UserRegisteredData);
      await manager.query(
        `insert into profiles (id, accepted_terms, marketing_consent, created_at, updated_at)
         select id, accepted_terms, marketing_consent, created_at, created_at
           from unnest($1::uuid[], $2::bool[], $3::bool[], $4::timestamptz[])
                as e(id, accepted_terms, marketing_consent, created_at)
         on conflict (id) do nothing`,
        [
          registered.map((d) => d.userId),
          registered.map((d) => d.acceptedTerms),
          registered.map((d) => d.marketingConsent),
          registered.map((d) => d.createdAt),
        ],
      );
    } else if (type === PROFILE_UPDATED) {
      const updated = events.map((event) => event.data as ProfileUpdatedData);
      await manager.query(
        `update profiles p
            set marketing_consent = coalesce(e.consent, p.marketing_consent), updated_at = e.at
           from unnest($1::uuid[], $2::bool[], $3::timestamptz[]) as e(id, consent, at)
          where p.id = e.id`,
        [
          updated.map((d) => d.userId),
          updated.map((d) => d.marketingConsent ?? null),
          updated.map((d) => d.updatedAt),
        ],
      );
    } else if (type === PLAN_CHANGED) {
      const changed = events.map((event) => event.data as PlanChangedData);
      await manager.query(
        `update profiles p set user_tier = e.tier, pro_until = e.pro_until, updated_at = e.at
           from unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::timestamptz[])
                as e(id, tier, pro_until, at)
          where p.id = e.id`,
        [
          changed.map((d) => d.userId),
          changed.map((d) => d.tier),
          changed.map((d) => (d.tier === 'pro' ? d.periodEnd : null)),
          changed.map((d) => d.changedAt),
        ],
      );
    }
  }
}
