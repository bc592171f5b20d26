import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { ResponseTemplateNotFoundError, TooManyTemplatesError } from './inquiry.errors';
import {
  type ResponseTemplateEvent,
  type ResponseTemplateSaved,
  responseTemplatesStreamId,
} from './inquiry.events';
import { TEMPLATES_PER_SELLER } from './inquiry-rules';

type Template = Omit<ResponseTemplateSaved['data'], 'sellerId' | 'savedAt'>;

export interface ResponseTemplatesState {
  templateIds: Set<string>;
}

/** Save a new template (a fresh id) or replace one of the seller's own (its id). */
export interface SaveResponseTemplate {
  type: 'SaveResponseTemplate';
  sellerId: string;
  template: Template;
  isNew: boolean;
  now: Date;
}

/** Delete one of the seller's own templates. */
export interface DeleteResponseTemplate {
  type: 'DeleteResponseTemplate';
  sellerId: string;
  templateId: string;
  now: Date;
}

export type ResponseTemplatesCommand = SaveResponseTemplate | DeleteResponseTemplate;

function evolve(
  state: ResponseTemplatesState,
  event: ResponseTemplateEvent,
): ResponseTemplatesState {
  const templateIds = new Set(state.templateIds);
  if (event.type === 'inquiries.ResponseTemplateDeleted') templateIds.delete(event.data.templateId);
  else templateIds.add(event.data.templateId);
  return { templateIds };
}

export const responseTemplatesDecider: Decider<
  ResponseTemplatesCommand,
  ResponseTemplateEvent,
  ResponseTemplatesState
> = {
  initialState: () => ({ templateIds: new Set() }),
  evolve,
  decide(command, state) {
    if (command.type === 'DeleteResponseTemplate') {
      if (!state.templateIds.has(command.templateId)) throw new ResponseTemplateNotFoundError();
      return [
        {
          type: 'inquiries.ResponseTemplateDeleted',
          data: {
            templateId: command.templateId,
            sellerId: command.sellerId,
            deletedAt: command.now.toISOString(),
          },
        },
      ];
    }
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

/** The seller's response templates, one stream per seller. */
export function responseTemplatesStream(
  sellerId: string,
): CommandStream<ResponseTemplatesState, ResponseTemplateEvent> {
  return streamOf(responseTemplatesStreamId(sellerId), responseTemplatesDecider);
}
