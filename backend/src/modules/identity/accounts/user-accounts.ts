import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { type Role } from '../../../platform/auth/access-token-verifier';

/** A row of `users`: the identity module's own table, the only home of e-mail and name. */
export interface UserAccount {
  id: string;
  email: string;
  passwordHash: string;
  fullName: string;
  role: Role;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

interface UserRow {
  id: string;
  email: string;
  password_hash: string;
  full_name: string;
  role: Role;
  email_verified_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, email, password_hash, full_name, role, email_verified_at, created_at, updated_at`;

function toAccount(row: UserRow): UserAccount {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    fullName: row.full_name,
    role: row.role,
    emailVerifiedAt: row.email_verified_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

@Injectable()
export class UserAccounts {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findByEmail(
    email: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserAccount | undefined> {
    const rows: UserRow[] = await manager.query(`select ${COLUMNS} from users where email = $1`, [
      email,
    ]);
    return rows[0] && toAccount(rows[0]);
  }

  async findById(
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<UserAccount | undefined> {
    const rows: UserRow[] = await manager.query(`select ${COLUMNS} from users where id = $1`, [id]);
    return rows[0] && toAccount(rows[0]);
  }

  /** Inserts the account; false when the e-mail is already taken. */
  async insert(
    manager: EntityManager,
    account: { id: string; email: string; passwordHash: string; fullName: string; now: Date },
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `insert into users (id, email, password_hash, full_name, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $5)
       on conflict (email) do nothing returning id`,
      [account.id, account.email, account.passwordHash, account.fullName, account.now],
    );
    return rows.length === 1;
  }

  async setPasswordHash(
    manager: EntityManager,
    id: string,
    passwordHash: string,
    now: Date,
  ): Promise<void> {
    await manager.query(`update users set password_hash = $2, updated_at = $3 where id = $1`, [
      id,
      passwordHash,
      now,
    ]);
  }

  async setFullName(
    manager: EntityManager,
    id: string,
    fullName: string,
    now: Date,
  ): Promise<void> {
    await manager.query(`update users set full_name = $2, updated_at = $3 where id = $1`, [
      id,
      fullName,
      now,
    ]);
  }

  async markEmailVerified(manager: EntityManager, id: string, now: Date): Promise<void> {
    await manager.query(
      `update users set email_verified_at = coalesce(email_verified_at, $2) where id = $1`,
      [id, now],
    );
  }

  /** Sets a role by e-mail; returns the user's id, or undefined when there is no such account. */
  async setRole(email: string, role: Role, now: Date): Promise<string | undefined> {
    const [rows]: [Array<{ id: string }>, number] = await this.dataSource.query(
      `update users set role = $2, updated_at = $3 where email = $1 returning id`,
      [email, role, now],
    );
    return rows[0]?.id;
  }
}
