import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class JsonWebKeyDto {
  @ApiProperty({ enum: ['OKP', 'EC'] })
  kty!: string;

  @ApiProperty({ enum: ['Ed25519', 'P-256'] })
  crv!: string;

  @ApiProperty()
  x!: string;

  @ApiPropertyOptional({ description: 'EC keys only' })
  y?: string;

  @ApiProperty({ description: 'RFC 7638 thumbprint; the `kid` header of access tokens' })
  kid!: string;

  @ApiProperty({ enum: ['EdDSA', 'ES256'] })
  alg!: string;

  @ApiProperty({ enum: ['sig'] })
  use!: string;
}

export class JsonWebKeySet {
  @ApiProperty({ type: [JsonWebKeyDto] })
  keys!: JsonWebKeyDto[];
}
