import { defineReadModel, defineTable } from '../../../platform/projections/read-model';
import {
  PLAN_CHANGED,
  type PlanChangedData,
  PROFILE_UPDATED,
  type ProfileUpdatedData,
  USER_REGISTERED,
  type UserRegisteredData,
} from '../model/user.events';

type ProfileRow = {
  id: string;
  user_tier: string;
  accepted_terms: boolean;
  marketing_consent: boolean;
  created_at: string;
  updated_at: string;
  pro_until: string | null;
};

/**
 * The `profiles` read model: terms, consent, tier and timestamps, built from identity events
 * alone. The e-mail and full name are not copied here: the profile query joins `users`, the
 * identity module's own table, so erasing a person never needs a rebuild (ADR 0004).
 */
export const profilesReadModel = defineReadModel({
  name: 'identity.profiles',
  eventTypes: [USER_REGISTERED, PROFILE_UPDATED, PLAN_CHANGED],
  tables: [
    defineTable<ProfileRow>({
      table: 'profiles',
      columns: [
        'id',
        'user_tier',
        'accepted_terms',
        'marketing_consent',
        'created_at',
        'updated_at',
        'pro_until',
      ],
      key: ['id'],
      madeBy: [USER_REGISTERED],
      keysOf: (event) => [{ id: (event.data as { userId: string }).userId }],
      evolve(profile, event) {
        if (event.type === USER_REGISTERED) {
          const d = event.data as UserRegisteredData;
          return (
            profile ?? {
              id: d.userId,
              user_tier: 'free',
              accepted_terms: d.acceptedTerms,
              marketing_consent: d.marketingConsent,
              created_at: d.createdAt,
              updated_at: d.createdAt,
              pro_until: null,
            }
          );
        }
        if (!profile) return undefined;
        if (event.type === PROFILE_UPDATED) {
          const d = event.data as ProfileUpdatedData;
          return {
            ...profile,
            marketing_consent: d.marketingConsent ?? profile.marketing_consent,
            updated_at: d.updatedAt,
          };
        }
        const d = event.data as PlanChangedData;
        return {
          ...profile,
          user_tier: d.tier,
          pro_until: d.tier === 'pro' ? d.periodEnd : null,
          updated_at: d.changedAt,
        };
      },
    }),
  ],
});
