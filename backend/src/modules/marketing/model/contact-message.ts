import { type CommandStream, type Decider, streamOf } from '../../../platform/event-store/decider';
import { ContactFormDisabledError } from './marketing.errors';
import { type ContactEvent, contactStreamId } from './marketing.events';

export interface ContactMessageState {
  received: boolean;
}

/** `formEnabled`: the contact form is switched on (CONTACT_FORM_ENABLED). */
export interface SendContactMessage {
  type: 'SendContactMessage';
  messageId: string;
  formEnabled: boolean;
  now: Date;
}

export function decide(command: SendContactMessage, state: ContactMessageState): ContactEvent[] {
  if (!command.formEnabled) throw new ContactFormDisabledError();
  if (state.received) throw new Error('A contact message id is used once');
  return [
    {
      type: 'marketing.ContactMessageReceived',
      data: { messageId: command.messageId, receivedAt: command.now.toISOString() },
    },
  ];
}

export const contactMessageDecider: Decider<SendContactMessage, ContactEvent, ContactMessageState> =
  {
    initialState: () => ({ received: false }),
    evolve: () => ({ received: true }),
    decide,
  };

/** The stream of one contact message. */
export function contactMessageStream(
  messageId: string,
): CommandStream<ContactMessageState, ContactEvent> {
  return streamOf(contactStreamId(messageId), contactMessageDecider);
}
