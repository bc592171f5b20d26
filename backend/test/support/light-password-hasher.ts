import { argon2id, hash } from 'argon2';
import { PasswordHasher } from '../../src/modules/identity/accounts/password-hasher';

/**
 * argon2id at its lowest cost (1 MiB, 1 pass) for the apps of the integration tests: the same
 * library, code paths and stored format (`$argon2id$...`, verified from the parameters it names)
 * as production's PasswordHasher, at about a millisecond of CPU a hash instead of 45 to 85 ms;
 * the tests sign users up and in thousands of times. Production's cost is asserted by
 * password-hasher.spec.ts, and apps started as processes (the CLI, worker and e2e tests) keep it.
 */
export class LightPasswordHasher extends PasswordHasher {
  override hash(password: string): Promise<string> {
    return hash(password, { type: argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 });
  }
}
