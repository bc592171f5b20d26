import { type Decider } from '../../../platform/event-store/decider';
import { ResponseTemplateNotFoundError, TooManyTemplatesError } from './inquiry.errors';
import { type ResponseTemplateEvent, type ResponseTemplateSaved } from './inquiry.events';
import { TEMPLATES_PER_SELLER } from './inquiry-rules';

type Template = Omit<ResponseTemplateSaved['data'], 'sellerId' | 'savedAt'>;

export interface ResponseTemplatesState {
  templateIds: Set<string>;
}

/** Save a new template (a fresh id) or replace one of the seller's own (its id). */
export interface SaveResponseTemplate {
  sellerId: string;
  template: Template;
  isNew: boolean;
  now: Date;
}

export const responseTemplatesDecider: Decider<
  SaveResponseTemplate,
  ResponseTemplateEvent,
  ResponseTemplatesState
> = {
  initialState: () => ({ templateIds: new Set() }),
  evolve: (state, event) => ({
    templateIds: new Set([...state.templateIds, event.data.templateId]),
  }),
  decide(command, state) {
    const known = state.templateIds.has(command.template.templateId);
    if (!command.isNew && !known) throw new ResponseTemplateNotFoundError();
    if (command.isNew && state.templateIds.size >= TEMPLATES_PER_SELLER)
      throw new TooManyTemplatesError();
    return [
      {
        type: 'inquiries.ResponseTemplateSaved',
        data: {
          ...command.template,
          sellerId: command.sellerId,
          savedAt: command.now.toISOString(),
        },
      },
    ];
  },
};
