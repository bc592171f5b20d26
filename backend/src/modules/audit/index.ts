/** The audit module's public surface: other modules import from here only. */
export { AuditModule } from './audit.module';
export { AuditVerifier, verificationReport } from './verify/audit-verifier';
