import { streamOf } from '../../../platform/event-store/decider';
import { type WebhookEndpointEvent, webhookEndpointStreamId } from './integration.events';
import { TooManyWebhookEndpointsError, WebhookEndpointNotFoundError } from './integration.errors';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEventType } from './integration-rules';

export interface WebhookEndpointState {
  ownerId?: string;
  removed: boolean;
}

export const initialWebhookEndpoint = (): WebhookEndpointState => ({ removed: false });

export type WebhookEndpointCommand =
  | {
      type: 'RegisterWebhookEndpoint';
      endpointId: string;
      ownerId: string;
      url: string;
      events: WebhookEventType[];
      activeEndpoints: number;
      now: Date;
    }
  | { type: 'RemoveWebhookEndpoint'; endpointId: string; ownerId: string; now: Date };

export function evolve(
  state: WebhookEndpointState,
  event: WebhookEndpointEvent,
): WebhookEndpointState {
  switch (event.type) {
    case 'integrations.WebhookEndpointRegistered':
      return { ownerId: event.data.ownerId, removed: false };
    case 'integrations.WebhookEndpointRemoved':
      return { ...state, removed: true };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** Another owner's endpoint is not found; removing a removed endpoint changes nothing. */
export function decide(
  command: WebhookEndpointCommand,
  state: WebhookEndpointState,
): WebhookEndpointEvent[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'RegisterWebhookEndpoint': {
      if (state.ownerId) return [];
      if (command.activeEndpoints >= MAX_WEBHOOK_ENDPOINTS)
        throw new TooManyWebhookEndpointsError();
      const { endpointId, ownerId, url, events } = command;
      return [
        {
          type: 'integrations.WebhookEndpointRegistered',
          data: { endpointId, ownerId, url, events, registeredAt: at },
        },
      ];
    }
    case 'RemoveWebhookEndpoint':
      if (state.ownerId !== command.ownerId) throw new WebhookEndpointNotFoundError();
      if (state.removed) return [];
      return [
        {
          type: 'integrations.WebhookEndpointRemoved',
          data: { endpointId: command.endpointId, ownerId: command.ownerId, removedAt: at },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const webhookEndpointStream = (endpointId: string) =>
  streamOf(webhookEndpointStreamId(endpointId), { initialState: initialWebhookEndpoint, evolve });
