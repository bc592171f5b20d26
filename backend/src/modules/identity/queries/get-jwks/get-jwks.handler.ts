import { Injectable } from '@nestjs/common';
import { SigningKeys } from '../../sessions/signing-keys';
import { type JsonWebKeySet } from './get-jwks.response.dto';

@Injectable()
export class GetJwksHandler {
  constructor(private readonly keys: SigningKeys) {}

  execute(): JsonWebKeySet {
    return this.keys.jwks() as JsonWebKeySet;
  }
}
