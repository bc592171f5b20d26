import { SetMetadata } from '@nestjs/common';
import { type Role } from './access-token-verifier';

export const REQUIRED_ROLES = 'auth:roles';

/** The caller must hold one of these roles. */
export const Roles = (...roles: Role[]) => SetMetadata(REQUIRED_ROLES, roles);
