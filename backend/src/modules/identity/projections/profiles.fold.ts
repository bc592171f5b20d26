import { type RecordedEvent } from '../../../platform/event-store/event';
import { type RowFold } from '../../../platform/projections/row-fold';
import {
  PLAN_CHANGED,
  type PlanChangedData,
  PROFILE_UPDATED,
  type ProfileUpdatedData,
  USER_REGISTERED,
  type UserRegisteredData,
} from '../model/user.events';

interface ProfileRow {
  id: string;
  user_tier: string;
  accepted_terms: boolean;
  marketing_consent: boolean;
  created_at: string;
  updated_at: string;
  pro_until: string | null;
}

/** `profiles` folded in memory for a rebuild (`RowFold`): the rows `ProfilesProjection.apply` leaves. */
export class ProfilesFold implements RowFold {
  private readonly profiles = new Map<string, ProfileRow>();

  fold(event: RecordedEvent): void {
    if (event.type === USER_REGISTERED) {
      const d = event.data as UserRegisteredData;
      if (this.profiles.has(d.userId)) return;
      this.profiles.set(d.userId, {
        id: d.userId,
        user_tier: 'free',
        accepted_terms: d.acceptedTerms,
        marketing_consent: d.marketingConsent,
        created_at: d.createdAt,
        updated_at: d.createdAt,
        pro_until: null,
      });
      return;
    }
    const profile = this.profiles.get((event.data as { userId: string }).userId);
    if (!profile) return;
    if (event.type === PROFILE_UPDATED) {
      const d = event.data as ProfileUpdatedData;
      profile.marketing_consent = d.marketingConsent ?? profile.marketing_consent;
      profile.updated_at = d.updatedAt;
    } else if (event.type === PLAN_CHANGED) {
      const d = event.data as PlanChangedData;
      profile.user_tier = d.tier;
      profile.pro_until = d.tier === 'pro' ? d.periodEnd : null;
      profile.updated_at = d.changedAt;
    }
  }

  tables() {
    return [{ table: 'profiles', rows: this.profiles.values() }];
  }
}
