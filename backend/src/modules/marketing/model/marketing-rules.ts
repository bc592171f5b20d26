/** The waiting list and the contact form (spec sections 1 and 3, DECISIONS.md "Marketing"). */
export const INTEREST_TYPES = ['seller', 'buyer'] as const;
export type InterestType = (typeof INTEREST_TYPES)[number];

export const CONTACT_NAME_MIN_LENGTH = 2;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_SUBJECT_MAX_LENGTH = 150;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 1000;

/** Sign-ups and contact messages a client address may send a minute. */
export const MARKETING_FORMS_PER_MINUTE = 5;

/** The marketing claim the contact form's confirmation repeats. */
export const SUPPORT_RESPONSE_TIME = '24 hours on business days';

export const MARKETING_MESSAGES = {
  interestType: 'Please choose whether you are a seller or a buyer',
  nameRequired: 'Your name is required',
  nameShort: `Name must be at least ${CONTACT_NAME_MIN_LENGTH} characters`,
  nameLong: `Name cannot exceed ${CONTACT_NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email address is required',
  subjectLong: `Subject cannot exceed ${CONTACT_SUBJECT_MAX_LENGTH} characters`,
  messageRequired: 'Message is required',
  messageShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`,
  messageLong: `Message cannot exceed ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
} as const;
