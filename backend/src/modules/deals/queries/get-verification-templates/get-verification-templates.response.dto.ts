import { ApiProperty } from '@nestjs/swagger';
import { VERIFICATION_TYPES, type VerificationType } from '../../model/verification-templates';

export class VerificationTemplateItem {
  @ApiProperty({ example: 'registrar_unlocked' })
  field!: string;

  @ApiProperty({ example: 'Domain unlocked at the registrar' })
  label!: string;

  @ApiProperty()
  hint!: string;
}

export class VerificationTemplateDto {
  @ApiProperty({ enum: VERIFICATION_TYPES })
  type!: VerificationType;

  @ApiProperty({ example: 'Domain transfer' })
  name!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: [VerificationTemplateItem] })
  items!: VerificationTemplateItem[];
}

export class VerificationTemplates {
  @ApiProperty({ type: [VerificationTemplateDto] })
  templates!: VerificationTemplateDto[];
}
