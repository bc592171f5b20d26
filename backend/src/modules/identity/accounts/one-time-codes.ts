import { randomInt, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { hashToken, newOpaqueToken } from '../sessions/refresh-token';

export type CodePurpose = 'password_reset' | 'sign_in';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const OTP_TTL_MS = 10 * 60 * 1000;
/** Wrong guesses a sign-in code survives before it is void. */
export const OTP_MAX_ATTEMPTS = 5;

/** A 6-digit code is guessable on its own, so its hash is bound to the user it was sent to. */
const otpHash = (userId: string, code: string) => hashToken(`${userId}:${code}`);

/**
 * Single-use secrets sent by mail: password-reset tokens (32 random bytes) and 6-digit sign-in
 * codes. Only hashes are stored; issuing a new one voids the user's earlier ones of that purpose.
 */
@Injectable()
export class OneTimeCodes {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async issueResetToken(manager: EntityManager, userId: string, now: Date): Promise<string> {
    const token = newOpaqueToken();
    await this.store(manager, userId, 'password_reset', hashToken(token), now, RESET_TOKEN_TTL_MS);
    return token;
  }

  async issueSignInCode(manager: EntityManager, userId: string, now: Date): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.store(manager, userId, 'sign_in', otpHash(userId, code), now, OTP_TTL_MS);
    return code;
  }

  /** The user of a live reset token, without using it up. */
  async findResetTokenUser(token: string, now: Date): Promise<string | undefined> {
    const rows: Array<{ user_id: string }> = await this.dataSource.query(
      `select user_id from one_time_codes
        where code_hash = $1 and purpose = 'password_reset' and used_at is null and expires_at > $2`,
      [hashToken(token), now],
    );
    return rows[0]?.user_id;
  }

  /** Marks a live reset token used; returns its user, or undefined if it is unknown, used or expired. */
  async consumeResetToken(
    manager: EntityManager,
    token: string,
    now: Date,
  ): Promise<string | undefined> {
    const [rows]: [Array<{ user_id: string }>, number] = await manager.query(
      `update one_time_codes set used_at = $2
        where code_hash = $1 and purpose = 'password_reset' and used_at is null and expires_at > $2
        returning user_id`,
      [hashToken(token), now],
    );
    return rows[0]?.user_id;
  }

  /**
   * Counts a guess against the user's live sign-in code and uses the code up if the guess is
   * right, in one statement: the row lock makes concurrent guesses take turns, so a code is
   * never checked more than OTP_MAX_ATTEMPTS times.
   */
  async consumeSignInCode(
    manager: EntityManager,
    userId: string,
    code: string,
    now: Date,
  ): Promise<boolean> {
    const [rows]: [Array<{ matched: boolean }>, number] = await manager.query(
      `update one_time_codes
          set attempts = attempts + 1,
              used_at = case when code_hash = $2 then $3::timestamptz end
        where user_id = $1 and purpose = 'sign_in' and used_at is null and expires_at > $3
          and attempts < $4
        returning used_at is not null as matched`,
      [userId, otpHash(userId, code), now, OTP_MAX_ATTEMPTS],
    );
    return rows[0]?.matched === true;
  }

  private async store(
    manager: EntityManager,
    userId: string,
    purpose: CodePurpose,
    codeHash: string,
    now: Date,
    ttlMs: number,
  ): Promise<void> {
    await manager.query(
      `update one_time_codes set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null`,
      [userId, purpose, now],
    );
    await manager.query(
      `insert into one_time_codes (id, user_id, purpose, code_hash, expires_at, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [randomUUID(), userId, purpose, codeHash, new Date(now.getTime() + ttlMs), now],
    );
  }
}
