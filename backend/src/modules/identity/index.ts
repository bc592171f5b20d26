/** The identity module's public surface: other modules import from here only. */
export { IdentityModule } from './identity.module';
export { RegisterUserHandler } from './commands/register-user/register-user.handler';
export { type RegisterUserCommand } from './commands/register-user/register-user.command';
export { DEFAULT_FULL_NAME } from './model/full-name';
export { UserDirectory, type UserSummary } from './accounts/user-directory';
export { UserPlans } from './accounts/user-plans';
export { ChangePlanHandler } from './commands/change-plan/change-plan.handler';
export { type ChangePlanCommand } from './commands/change-plan/change-plan.command';
export { decide as decideUser, userStream } from './model/user';
export { emailProblem, normalizeEmail } from './model/email-address';
export { ProRequiredError } from './model/identity.errors';
export { grantRole } from './accounts/grant-role';
export { CreditBalanceReader, NoCreditBalances } from './credit-balance-reader';
export { GetProfileHandler as ProfileReader } from './queries/get-profile/get-profile.handler';
export { Profile } from './queries/get-profile/get-profile.response.dto';
export { Session, AuthUser } from './sessions/session.dto';
export { profilesReadModel } from './projections/profiles.read-model';
export {
  USER_REGISTERED,
  PROFILE_UPDATED,
  PASSWORD_CHANGED,
  PLAN_CHANGED,
  USER_EVENT_TYPES,
  userStreamId,
  type UserEvent,
  type UserRegisteredData,
  type ProfileUpdatedData,
  type PasswordChangedData,
  type PlanChangedData,
  type UserTier,
} from './model/user.events';
export { SignedLinks } from './sessions/signed-links';
