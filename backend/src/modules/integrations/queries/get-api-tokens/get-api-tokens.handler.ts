import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type ApiTokenScope } from '../../../../platform/auth/api-token-scopes';
import { type ApiToken } from '../../http/api-token.dto';

interface TokenRow {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** The owner's tokens, newest first, revoked ones too (with when). */
@Injectable()
export class GetApiTokensHandler {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async execute(ownerId: string, tokenId?: string): Promise<ApiToken[]> {
    const rows = await this.dataSource.query<TokenRow[]>(
      `select id, name, scopes, prefix, created_at, last_used_at, revoked_at
         from api_tokens where owner_id = $1 and ($2::uuid is null or id = $2)
        order by created_at desc, id`,
      [ownerId, tokenId ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes,
      prefix: row.prefix,
      created_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at?.toISOString() ?? null,
      revoked_at: row.revoked_at?.toISOString() ?? null,
    }));
  }
}
