import { type VerificationType } from '../../model/verification-templates';

/** A party of the deal starts a checklist of this type (or finds the one already started). */
export interface CreateVerificationCommand {
  timelineId: string;
  type: VerificationType;
  callerId: string;
}
