import type { components } from '@dlm/sdk';

export type InquiryType = components['schemas']['SubmitInquiryRequest']['inquiryType'];

/** Spec section 2, "Contact Seller modal": the inquiry types and their labels. */
export const INQUIRY_TYPES: readonly { value: InquiryType; label: string }[] = [
  { value: 'contact', label: 'General Inquiry' },
  { value: 'offer', label: 'Make an Offer' },
  { value: 'question', label: 'Ask a Question' },
];

export const NAME_MIN_LENGTH = 2;
export const MESSAGE_MIN_LENGTH = 10;
export const MESSAGE_MAX_LENGTH = 1000;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message each inquiry type starts with, until the buyer writes their own. */
export function templateMessage(type: InquiryType, domainName: string): string {
  switch (type) {
    case 'contact':
      return `Hello, I am interested in ${domainName}. Could you tell me more about this domain and how the purchase would work?`;
    case 'offer':
      return `Hello, I would like to make an offer on ${domainName}. Please let me know if you are open to offers and how you would like to proceed.`;
    case 'question':
      return `Hello, I have a question about ${domainName}: `;
  }
}

/** Spec section 5, "Inquiry form"; values are trimmed first. */
export function validateBuyerName(value: string): string | null {
  const name = value.trim();
  if (name.length === 0) return 'Your name is required';
  if (name.length < NAME_MIN_LENGTH) return 'Name must be at least 2 characters';
  return null;
}

export function validateBuyerEmail(value: string): string | null {
  const email = value.trim();
  if (email.length === 0) return 'Email address is required';
  if (!EMAIL_PATTERN.test(email)) return 'Please enter a valid email address';
  return null;
}

export function validateMessage(value: string): string | null {
  const message = value.trim();
  if (message.length === 0) return 'Message is required';
  if (message.length < MESSAGE_MIN_LENGTH) return 'Message must be at least 10 characters';
  if (message.length > MESSAGE_MAX_LENGTH) return 'Message cannot exceed 1000 characters';
  return null;
}

/** The server's field names, as its validation details give them, to the form's. */
export const SERVER_FIELDS: Record<string, 'name' | 'email' | 'message' | 'inquiryType'> = {
  buyerName: 'name',
  buyerEmail: 'email',
  message: 'message',
  inquiryType: 'inquiryType',
};
