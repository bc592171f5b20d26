import 'reflect-metadata';
import { AuditVerifier, verificationReport } from '../modules/audit';
import { boundHeapGrowthForRebuilds } from '../platform/projections/rebuild-heap';
import { runCli, STDIO, withAppContext } from './run-cli';

/**
 * `npm run audit:verify`: replays the whole event log into scratch copies of every read model,
 * compares them with the live ones, checks stream positions and the 7-day sale reversal rule, and
 * exits 1 with the mismatches named when anything is off. Nothing live is changed.
 */
boundHeapGrowthForRebuilds();
runCli(() =>
  withAppContext(async (app) => {
    const verification = await app.get(AuditVerifier).verify();
    const lines = verificationReport(verification);
    for (const line of lines) STDIO.out(line);
    return verification.ok ? 0 : 1;
  }),
);
