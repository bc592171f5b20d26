import { DeciderSpecification } from '../../../platform/event-store/testing/decider-specification';
import { contactMessageDecider, type SendContactMessage } from './contact-message';

const given = DeciderSpecification.for(contactMessageDecider);
const now = new Date('2026-06-01T12:00:00.000Z');
const send = (formEnabled: boolean): SendContactMessage => ({
  type: 'SendContactMessage',
  messageId: 'message-1',
  formEnabled,
  now,
});

describe('a contact message', () => {
  it('is received while the contact form is on', () => {
    given()
      .when(send(true))
      .then([
        {
          type: 'marketing.ContactMessageReceived',
          data: { messageId: 'message-1', receivedAt: now.toISOString() },
        },
      ]);
  });

  it('is refused while the contact form is off', () => {
    given().when(send(false)).thenThrows('CONTACT_FORM_DISABLED');
  });
});
