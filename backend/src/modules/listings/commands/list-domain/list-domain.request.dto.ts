import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { trimmed } from '../../../../platform/http/field-rule';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DOMAIN_TYPES, LISTING_MESSAGES, NOTES_MAX_LENGTH } from '../../model/listing-rules';
import {
  CategoryField,
  DescriptionField,
  DomainNameField,
  FlagField,
  PriceField,
  RegistrarField,
  TagsField,
} from '../../http/listing-fields';

/** The domain create payload of spec section 3, plus `category` and `autoRelist`. */
export class CreateListingRequest {
  @DomainNameField()
  name!: string;

  @PriceField()
  price!: number;

  @RegistrarField()
  registrar!: string;

  @DescriptionField()
  description?: string;

  @TagsField()
  tags?: string[];

  @ApiPropertyOptional({ maxLength: NOTES_MAX_LENGTH, description: 'Private to the seller' })
  @IsOptional()
  @Transform(trimmed)
  @IsString({ message: 'Notes must be text' })
  @MaxLength(NOTES_MAX_LENGTH, { message: LISTING_MESSAGES.notes })
  notes?: string;

  @ApiPropertyOptional({ enum: DOMAIN_TYPES, default: 'generic' })
  @IsOptional()
  @IsIn(DOMAIN_TYPES, { message: `domainType must be one of ${DOMAIN_TYPES.join(', ')}` })
  domainType?: string;

  @CategoryField()
  category?: string;

  @FlagField('autoRenewal')
  autoRenewal?: boolean;

  @FlagField('privacyProtection')
  privacyProtection?: boolean;

  @FlagField('autoRelist')
  autoRelist?: boolean;
}
