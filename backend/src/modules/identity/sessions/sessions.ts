import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../platform/clock/clock';
import { UserAccounts, type UserAccount } from '../accounts/user-accounts';
import { InvalidRefreshTokenError, SessionRevokedError } from '../model/identity.errors';
import { toAuthUser } from './auth-user.mapper';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  hashToken,
  newOpaqueToken,
  REFRESH_TOKEN_TTL_MS,
  ROTATION_GRACE_MS,
  successorToken,
} from './refresh-token';
import { type Session } from './session.dto';
import { SigningKeys } from './signing-keys';

interface RefreshTokenRow {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
  replaced_by: string | null;
}

/**
 * Sessions are refresh-token families: sign-in starts one (its id is the access token's `sid`),
 * each refresh rotates the token within it, and presenting a rotated-out token revokes it whole,
 * except during ROTATION_GRACE_MS after its rotation while its successor is unused: then it yields
 * that same successor (two tabs refreshing at once both stay signed in, on one chain).
 */
@Injectable()
export class Sessions {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly keys: SigningKeys,
    private readonly users: UserAccounts,
  ) {}

  /** Starts a new session (family) for the user. */
  async start(
    user: UserAccount,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Session> {
    const familyId = randomUUID();
    const token = newOpaqueToken();
    await this.storeRefreshToken(manager, user.id, familyId, token, null);
    return this.session(user, familyId, token);
  }

  /** Exchanges a live refresh token for a new session state; reuse past the grace revokes the family. */
  async refresh(refreshToken: string): Promise<Session> {
    const now = this.clock.now();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const rows: RefreshTokenRow[] = await manager.query(
        `select id, user_id, family_id, expires_at, revoked_at, replaced_by
           from refresh_tokens where token_hash = $1 for update`,
        [hashToken(refreshToken)],
      );
      const row = rows[0];
      if (!row) return { kind: 'unknown' as const };
      const next = successorToken(this.keys.refreshTokenKey, refreshToken);
      const resent = row.replaced_by !== null && (await this.inGrace(manager, row, next, now));
      if (!resent && (row.revoked_at || row.replaced_by)) {
        await this.revokeFamily(row.family_id, manager);
        return { kind: 'reused' as const };
      }
      if (row.expires_at.getTime() <= now.getTime()) return { kind: 'expired' as const };
      const user = await this.users.findById(row.user_id, manager);
      if (!user) return { kind: 'unknown' as const };
      if (!resent) {
        const nextId = await this.storeRefreshToken(manager, user.id, row.family_id, next, row.id);
        await manager.query(
          `update refresh_tokens set revoked_at = $2, replaced_by = $3 where id = $1`,
          [row.id, now, nextId],
        );
      }
      return { kind: 'rotated' as const, user, familyId: row.family_id, refreshToken: next };
    });
    // The family's revocation above is committed before the error is answered.
    if (outcome.kind === 'reused') throw new SessionRevokedError();
    if (outcome.kind !== 'rotated') throw new InvalidRefreshTokenError();
    return this.session(outcome.user, outcome.familyId, outcome.refreshToken);
  }

  async revokeFamily(
    familyId: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<void> {
    await manager.query(
      `update refresh_tokens set revoked_at = $2 where family_id = $1 and revoked_at is null`,
      [familyId, this.clock.now()],
    );
  }

  /** Ends every session of the user except, optionally, one. */
  async revokeAllOf(
    userId: string,
    manager: EntityManager = this.dataSource.manager,
    exceptFamilyId?: string,
  ): Promise<void> {
    await manager.query(
      `update refresh_tokens set revoked_at = $2
        where user_id = $1 and revoked_at is null and ($3::uuid is null or family_id <> $3)`,
      [userId, this.clock.now(), exceptFamilyId ?? null],
    );
  }

  /** The family id of a refresh token, when it belongs to the user. */
  async familyOf(refreshToken: string, userId: string): Promise<string | undefined> {
    const rows: Array<{ family_id: string }> = await this.dataSource.query(
      `select family_id from refresh_tokens where token_hash = $1 and user_id = $2`,
      [hashToken(refreshToken), userId],
    );
    return rows[0]?.family_id;
  }

  /** A session is live while its newest refresh token is neither revoked nor expired. */
  async isLive(familyId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `select 1 from refresh_tokens
        where family_id = $1 and revoked_at is null and expires_at > $2 limit 1`,
      [familyId, this.clock.now()],
    );
    return rows.length > 0;
  }

  /**
   * Whether a rotated-out token is presented again within the grace period, while the successor it
   * derives is still the family's live, unused token.
   */
  private async inGrace(
    manager: EntityManager,
    row: RefreshTokenRow,
    successor: string,
    now: Date,
  ): Promise<boolean> {
    const rotatedAt = row.revoked_at?.getTime() ?? 0;
    if (now.getTime() - rotatedAt > ROTATION_GRACE_MS) return false;
    const live: unknown[] = await manager.query(
      `select 1 from refresh_tokens
        where id = $1 and token_hash = $2 and revoked_at is null and replaced_by is null`,
      [row.replaced_by, hashToken(successor)],
    );
    return live.length > 0;
  }

  private async storeRefreshToken(
    manager: EntityManager,
    userId: string,
    familyId: string,
    token: string,
    parentId: string | null,
  ): Promise<string> {
    const now = this.clock.now();
    const id = randomUUID();
    await manager.query(
      `insert into refresh_tokens (id, user_id, family_id, token_hash, parent_id, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        id,
        userId,
        familyId,
        hashToken(token),
        parentId,
        new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        now,
      ],
    );
    return id;
  }

  private async session(
    user: UserAccount,
    familyId: string,
    refreshToken: string,
  ): Promise<Session> {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
    return {
      access_token: await this.keys.sign({
        sub: user.id,
        sid: familyId,
        role: user.role,
        iat,
        exp,
      }),
      refresh_token: refreshToken,
      expires_at: exp,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'bearer',
      user: toAuthUser(user),
    };
  }
}
