import { type VerificationType } from '../../model/verification-templates';

/** One checklist template, or all of them without a type. */
export interface GetVerificationTemplatesQuery {
  type?: VerificationType;
}
