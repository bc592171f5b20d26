import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'auth:public';

/** The route may be called without a session. Every other route requires a valid access token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
