import { Injectable } from '@nestjs/common';
import { VERIFICATION_TEMPLATES, VERIFICATION_TYPES } from '../../model/verification-templates';
import { type GetVerificationTemplatesQuery } from './get-verification-templates.query';
import { type VerificationTemplates } from './get-verification-templates.response.dto';

/** The checklists a deal can follow, copied so that no answer can change the model's templates. */
@Injectable()
export class GetVerificationTemplatesHandler {
  execute(query: GetVerificationTemplatesQuery): VerificationTemplates {
    const types = query.type ? [query.type] : VERIFICATION_TYPES;
    return {
      templates: types.map((type) => {
        const template = VERIFICATION_TEMPLATES[type];
        return { ...template, items: template.items.map((item) => ({ ...item })) };
      }),
    };
  }
}
