import { type EntityManager } from 'typeorm';

/** What a listing's proof of ownership and last check of its name's RDAP record said. */
export interface NameRegistration {
  name: string;
  /** With its dot: `.com`. */
  extension: string;
  verifiedAt: Date | null;
  lastCheckedAt: Date | null;
  registrarOfRecord: string | null;
  expiresAt: Date | null;
  registeredAt: Date | null;
  transferredAt: Date | null;
  statuses: string[];
}

interface RegistrationRow {
  name: string;
  extension: string;
  verified_at: Date | null;
  last_checked_at: Date | null;
  registrar_of_record: string | null;
  registration_expires_at: Date | null;
  name_registered_at: Date | null;
  name_transferred_at: Date | null;
  registration_statuses: string[];
}

/** The listing's name as its checks left it; undefined for a listing that is gone. */
export async function nameRegistrationOf(
  manager: EntityManager,
  listingId: string,
): Promise<NameRegistration | undefined> {
  const [row] = await manager.query<RegistrationRow[]>(
    `select name, extension, verified_at, last_checked_at, registrar_of_record,
            registration_expires_at, name_registered_at, name_transferred_at, registration_statuses
       from domain_listings where id = $1`,
    [listingId],
  );
  return (
    row && {
      name: row.name,
      extension: row.extension,
      verifiedAt: row.verified_at,
      lastCheckedAt: row.last_checked_at,
      registrarOfRecord: row.registrar_of_record,
      expiresAt: row.registration_expires_at,
      registeredAt: row.name_registered_at,
      transferredAt: row.name_transferred_at,
      statuses: row.registration_statuses,
    }
  );
}
