import { Global, Module, type OnModuleInit } from '@nestjs/common';
import { AccessTokenVerifier } from '../../platform/auth/access-token-verifier';
import { ProjectionRegistry } from '../../platform/projections/projection-registry';
import { OneTimeCodes } from './accounts/one-time-codes';
import { PasswordHasher } from './accounts/password-hasher';
import { SignInAttempts } from './accounts/sign-in-attempts';
import { UserAccounts } from './accounts/user-accounts';
import { UserDirectory } from './accounts/user-directory';
import { UserPlans } from './accounts/user-plans';
import { RegisterUserHandler } from './commands/register-user/register-user.handler';
import { ChangePlanHandler } from './commands/change-plan/change-plan.handler';
import { RecoverPasswordController } from './commands/recover-password/recover-password.http.controller';
import { PasswordResetMail } from './commands/recover-password/password-reset.mail';
import { RecoverPasswordHandler } from './commands/recover-password/recover-password.handler';
import { RefreshSessionController } from './commands/refresh-session/refresh-session.http.controller';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler';
import { RequestOtpController } from './commands/request-otp/request-otp.http.controller';
import { RequestOtpHandler } from './commands/request-otp/request-otp.handler';
import { SignInCodeMail } from './commands/request-otp/sign-in-code.mail';
import { ResetPasswordController } from './commands/reset-password/reset-password.http.controller';
import { ResetPasswordHandler } from './commands/reset-password/reset-password.handler';
import { SignInController } from './commands/sign-in/sign-in.http.controller';
import { SignInHandler } from './commands/sign-in/sign-in.handler';
import { SignOutController } from './commands/sign-out/sign-out.http.controller';
import { SignOutHandler } from './commands/sign-out/sign-out.handler';
import { SignUpController } from './commands/sign-up/sign-up.http.controller';
import { SignUpHandler } from './commands/sign-up/sign-up.handler';
import { UpdateProfileController } from './commands/update-profile/update-profile.http.controller';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler';
import { UpdateUserController } from './commands/update-user/update-user.http.controller';
import { UpdateUserHandler } from './commands/update-user/update-user.handler';
import { VerifyOtpController } from './commands/verify-otp/verify-otp.http.controller';
import { VerifyOtpHandler } from './commands/verify-otp/verify-otp.handler';
import { profilesReadModel } from './projections/profiles.read-model';
import { GetJwksController } from './queries/get-jwks/get-jwks.http.controller';
import { GetJwksHandler } from './queries/get-jwks/get-jwks.handler';
import { GetProfileController } from './queries/get-profile/get-profile.http.controller';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler';
import { GetUserController } from './queries/get-user/get-user.http.controller';
import { GetUserHandler } from './queries/get-user/get-user.handler';
import { JwtAccessTokenVerifier } from './sessions/jwt-access-token.verifier';
import { Sessions } from './sessions/sessions';
import { SignedLinks } from './sessions/signed-links';
import { SigningKeys } from './sessions/signing-keys';

/**
 * Accounts, sessions and profiles (docs/adr/0004-auth-tokens.md). Global so that the platform's
 * AuthGuard finds the AccessTokenVerifier it provides.
 */
@Global()
@Module({
  controllers: [
    SignUpController,
    SignInController,
    RefreshSessionController,
    SignOutController,
    RecoverPasswordController,
    ResetPasswordController,
    RequestOtpController,
    VerifyOtpController,
    GetUserController,
    UpdateUserController,
    GetJwksController,
    GetProfileController,
    UpdateProfileController,
  ],
  providers: [
    UserAccounts,
    PasswordHasher,
    SignInAttempts,
    OneTimeCodes,
    RegisterUserHandler,
    UserDirectory,
    UserPlans,
    SigningKeys,
    SignedLinks,
    Sessions,
    { provide: AccessTokenVerifier, useClass: JwtAccessTokenVerifier },
    SignUpHandler,
    SignInHandler,
    RefreshSessionHandler,
    SignOutHandler,
    RecoverPasswordHandler,
    PasswordResetMail,
    ResetPasswordHandler,
    RequestOtpHandler,
    SignInCodeMail,
    VerifyOtpHandler,
    UpdateUserHandler,
    UpdateProfileHandler,
    ChangePlanHandler,
    GetUserHandler,
    GetProfileHandler,
    GetJwksHandler,
  ],
  exports: [
    AccessTokenVerifier,
    RegisterUserHandler,
    UserDirectory,
    UserPlans,
    ChangePlanHandler,
    GetProfileHandler,
    SignedLinks,
  ],
})
export class IdentityModule implements OnModuleInit {
  constructor(private readonly projections: ProjectionRegistry) {}

  onModuleInit(): void {
    this.projections.register(profilesReadModel, 'inline');
  }
}
