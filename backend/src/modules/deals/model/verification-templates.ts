/** The verification checklists a deal can follow, by type (DECISIONS.md "Deals"). */
export const VERIFICATION_TYPES = ['domain_transfer', 'buyer_identity', 'escrow'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];
export const VERIFICATION_TYPE_MESSAGE = `type must be one of ${VERIFICATION_TYPES.join(', ')}`;

export interface ChecklistItem {
  field: string;
  label: string;
  hint: string;
}

export interface VerificationTemplate {
  type: VerificationType;
  name: string;
  description: string;
  items: readonly ChecklistItem[];
}

export const VERIFICATION_TEMPLATES: Record<VerificationType, VerificationTemplate> = {
  domain_transfer: {
    type: 'domain_transfer',
    name: 'Domain transfer',
    description: 'Moving the domain from the seller’s registrar account to the buyer’s.',
    items: [
      {
        field: 'registrar_unlocked',
        label: 'Domain unlocked at the registrar',
        hint: 'Turn off the transfer lock in the seller’s registrar account.',
      },
      {
        field: 'auth_code_shared',
        label: 'Transfer code sent to the buyer',
        hint: 'Send the authorization (EPP) code privately, never in a public message.',
      },
      {
        field: 'transfer_started',
        label: 'Transfer started at the buyer’s registrar',
        hint: 'The buyer requests the transfer with the code; note the request reference.',
      },
      {
        field: 'transfer_completed',
        label: 'Domain shows in the buyer’s account',
        hint: 'Transfers usually take up to five days; the seller can approve them sooner.',
      },
      {
        field: 'whois_updated',
        label: 'Registrant details updated',
        hint: 'The buyer puts their own name and contact details on the registration.',
      },
    ],
  },
  buyer_identity: {
    type: 'buyer_identity',
    name: 'Buyer identity',
    description: 'Knowing who is buying before the domain changes hands.',
    items: [
      {
        field: 'buyer_name_confirmed',
        label: 'Buyer’s name confirmed',
        hint: 'The name on the escrow account matches the buyer you agreed the deal with.',
      },
      {
        field: 'buyer_email_confirmed',
        label: 'Buyer’s e-mail confirmed',
        hint: 'A reply from the address the buyer gave, not only a message sent to it.',
      },
      {
        field: 'buyer_account_ready',
        label: 'Buyer has an account at a registrar',
        hint: 'Name the registrar that will receive the domain.',
      },
    ],
  },
  escrow: {
    type: 'escrow',
    name: 'Escrow',
    description: 'The payment held by a neutral party until the domain has moved.',
    items: [
      {
        field: 'escrow_service',
        label: 'Escrow service chosen',
        hint: 'Use a licensed service both parties agree on, such as Escrow.com.',
      },
      {
        field: 'escrow_transaction_id',
        label: 'Escrow transaction number',
        hint: 'The reference the escrow service gave this deal.',
      },
      {
        field: 'funds_deposited',
        label: 'Buyer’s payment deposited',
        hint: 'The escrow service confirms it holds the full price.',
      },
      {
        field: 'funds_released',
        label: 'Payment released to the seller',
        hint: 'Released once the buyer confirms the domain is in their account.',
      },
    ],
  },
};

export function checklistItem(type: VerificationType, field: string): ChecklistItem | undefined {
  return VERIFICATION_TEMPLATES[type].items.find((item) => item.field === field);
}
