import { type ApiTokenScope } from '../../../platform/auth/api-token-scopes';

/** `apitoken-<uuid>`: one personal API token's life. */
export const apiTokenStreamId = (tokenId: string) => `apitoken-${tokenId}`;
/** `webhookendpoint-<uuid>`: one webhook endpoint's life. */
export const webhookEndpointStreamId = (endpointId: string) => `webhookendpoint-${endpointId}`;

/**
 * A token was made. Its secret and the secret's hash are not in the event: only the short visible
 * prefix, which names it in the settings screen (the hash sits in `api_tokens`).
 */
export interface ApiTokenCreated {
  type: 'integrations.ApiTokenCreated';
  data: {
    tokenId: string;
    ownerId: string;
    name: string;
    scopes: ApiTokenScope[];
    prefix: string;
    createdAt: string;
  };
}

export interface ApiTokenRevoked {
  type: 'integrations.ApiTokenRevoked';
  data: { tokenId: string; ownerId: string; revokedAt: string };
}

/** An endpoint was registered; its signing secret sits in `webhook_endpoints`, not here. */
export interface WebhookEndpointRegistered {
  type: 'integrations.WebhookEndpointRegistered';
  data: {
    endpointId: string;
    ownerId: string;
    url: string;
    events: string[];
    registeredAt: string;
  };
}

export interface WebhookEndpointRemoved {
  type: 'integrations.WebhookEndpointRemoved';
  data: { endpointId: string; ownerId: string; removedAt: string };
}

export type ApiTokenEvent = ApiTokenCreated | ApiTokenRevoked;
export type WebhookEndpointEvent = WebhookEndpointRegistered | WebhookEndpointRemoved;
