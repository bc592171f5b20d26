/** The contact form's rules (POST /api/contact); the server checks the same, with the same words. */
const NAME_MIN_LENGTH = 2;
const NAME_MAX_LENGTH = 100;
const EMAIL_MAX_LENGTH = 254;
const SUBJECT_MAX_LENGTH = 150;
const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactFormValues;

export const EMPTY_CONTACT_FORM: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
};

/** Values are sent trimmed; the rules below apply to the trimmed value. */
export function trimContactForm(values: ContactFormValues): ContactFormValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject.trim(),
    message: values.message.trim(),
  };
}

export function validateName(value: string): string | null {
  const name = value.trim();
  if (name.length === 0) return 'Your name is required';
  if (name.length < NAME_MIN_LENGTH) return 'Name must be at least 2 characters';
  if (name.length > NAME_MAX_LENGTH) return 'Name cannot exceed 100 characters';
  return null;
}

export function validateEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return 'Email address is required';
  if (email.length > EMAIL_MAX_LENGTH) return 'Email address is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return null;
}

export function validateSubject(value: string): string | null {
  return value.trim().length > SUBJECT_MAX_LENGTH ? 'Subject cannot exceed 150 characters' : null;
}

export function validateMessage(value: string): string | null {
  const message = value.trim();
  if (message.length === 0) return 'Message is required';
  if (message.length < MESSAGE_MIN_LENGTH) return 'Message must be at least 10 characters';
  if (message.length > MESSAGE_MAX_LENGTH) return 'Message cannot exceed 1000 characters';
  return null;
}

export function isContactField(field: string): field is ContactField {
  return Object.hasOwn(EMPTY_CONTACT_FORM, field);
}

export const CONTACT_FORM_UNAVAILABLE = 'The contact form is temporarily unavailable';
export const CONTACT_RATE_LIMITED = 'Too many messages. Please wait a minute and try again.';
export const CONTACT_SEND_FAILED = 'Your message could not be sent. Please try again in a moment.';
