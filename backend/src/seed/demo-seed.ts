import { type INestApplicationContext } from '@nestjs/common';

export interface DemoSeedResult {
  created: boolean;
  logins: { role: string; email: string; password: string }[];
}

/** Demo catalogue for a first start on an empty database. */
export async function seedDemoData(_app: INestApplicationContext): Promise<DemoSeedResult> {
  // Empty until the identity and listings modules exist: they fill it with users and listings.
  return { created: false, logins: [] };
}
