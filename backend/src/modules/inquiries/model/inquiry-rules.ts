/** Limits, choices and messages of inquiries (spec sections 3, 4, 5; DECISIONS.md "Inquiries"). */
export const INQUIRY_TYPES = ['contact', 'offer', 'question'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_STATUSES = ['new', 'responded', 'archived'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** New and responded inquiries are a seller's active leads. */
export const ACTIVE_LEAD_STATUSES: readonly InquiryStatus[] = ['new', 'responded'];

/** How soon a lead wants an answer: an offer first, then a question, then a general inquiry. */
export const INQUIRY_PRIORITIES = ['high', 'medium', 'low'] as const;
export type InquiryPriority = (typeof INQUIRY_PRIORITIES)[number];
export const PRIORITY_OF: Record<InquiryType, InquiryPriority> = {
  offer: 'high',
  question: 'medium',
  contact: 'low',
};

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;
export const NOTES_MAX_LENGTH = 1000;
/** A buyer sends at most this many inquiries in any hour. */
export const INQUIRIES_PER_HOUR = 20;
export const LEAD_LIST_MAX = 100;

export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const TEMPLATE_SUBJECT_MAX_LENGTH = 200;
export const TEMPLATE_BODY_MAX_LENGTH = 5000;
export const TEMPLATES_PER_SELLER = 50;

/** The inquiry form's messages (spec section 5), word for word where the spec gives them. */
export const INQUIRY_MESSAGES = {
  nameRequired: 'Your name is required',
  nameShort: 'Name must be at least 2 characters',
  nameLong: `Name cannot exceed ${NAME_MAX_LENGTH} characters`,
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  emailLong: 'Email address is too long',
  messageRequired: 'Message is required',
  messageShort: 'Message must be at least 10 characters',
  messageLong: 'Message cannot exceed 1000 characters',
  inquiryType: `Inquiry type must be one of ${INQUIRY_TYPES.join(', ')}`,
  domainId: 'Choose a domain to ask about',
  status: `status must be one of ${INQUIRY_STATUSES.join(', ')}`,
  notesLong: `Notes cannot exceed ${NOTES_MAX_LENGTH} characters`,
} as const;

/** The note an inquiry archived by a sale carries: "Marked as sold on November 21, 2026". */
export function soldNote(at: Date): string {
  const date = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(at);
  return `Marked as sold on ${date}`;
}
