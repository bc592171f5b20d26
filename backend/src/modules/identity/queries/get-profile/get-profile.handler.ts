import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../../../../platform/clock/clock';
import { NotFoundError } from '../../../../platform/errors/domain-error';
import { CreditBalanceReader, NoCreditBalances } from '../../credit-balance-reader';
import { type GetProfileQuery } from './get-profile.query';
import { type Profile } from './get-profile.response.dto';

interface ProfileRow {
  id: string;
  email: string;
  full_name: string;
  user_tier: 'free' | 'pro';
  accepted_terms: boolean;
  marketing_consent: boolean;
  updated_at: Date;
}

@Injectable()
export class GetProfileHandler {
  private readonly credits: CreditBalanceReader;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Optional() credits?: CreditBalanceReader,
  ) {
    this.credits = credits ?? new NoCreditBalances();
  }

  async execute(query: GetProfileQuery): Promise<Profile> {
    const rows: ProfileRow[] = await this.dataSource.query(
      `select p.id, u.email, u.full_name, p.accepted_terms, p.marketing_consent, p.updated_at,
              case when p.user_tier = 'pro' and (p.pro_until is null or p.pro_until > $2)
                   then 'pro' else 'free' end as user_tier
         from profiles p join users u on u.id = p.id
        where p.id = $1`,
      [query.userId, this.clock.now()],
    );
    const row = rows[0];
    if (!row) throw new NotFoundError('Failed to load profile data');
    return {
      id: row.id,
      email: row.email,
      full_name: row.full_name,
      available_credits: await this.credits.availableCredits(row.id),
      user_tier: row.user_tier,
      accepted_terms: row.accepted_terms,
      marketing_consent: row.marketing_consent,
      updated_at: row.updated_at.toISOString(),
    };
  }
}
