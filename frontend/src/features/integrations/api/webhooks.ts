import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type WebhookEndpoint = components['schemas']['WebhookEndpoint'];
export type WebhookDelivery = components['schemas']['WebhookDelivery'];
export type RegisterWebhookEndpointRequest =
  components['schemas']['RegisterWebhookEndpointRequest'];
export type WebhookEventType = RegisterWebhookEndpointRequest['events'][number];

const webhookKeys = [...moduleKeys.integrations, 'webhooks'] as const;

const endpointsQueryOptions = () =>
  queryOptions({
    queryKey: [...webhookKeys, 'endpoints'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/webhooks/endpoints', { signal })),
  });

const deliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: [...webhookKeys, 'deliveries', endpointId],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/webhooks/endpoints/{id}/deliveries', {
          params: { path: { id: endpointId } },
          signal,
        }),
      ),
  });

export function useWebhookEndpoints() {
  return useQuery(endpointsQueryOptions());
}

export function useWebhookDeliveries(endpointId: string) {
  return useQuery(deliveriesQueryOptions(endpointId));
}

/** Registers an endpoint; the answer carries its signing secret, shown once. */
export function useRegisterWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterWebhookEndpointRequest) =>
      unwrap(api.POST('/api/webhooks/endpoints', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsQueryOptions().queryKey }),
  });
}

export function useRemoveWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/webhooks/endpoints/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointsQueryOptions().queryKey }),
  });
}

export function useReplayWebhookDelivery(endpointId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      unwrap(
        api.POST('/api/webhooks/endpoints/{id}/deliveries/{deliveryId}/replay', {
          params: { path: { id: endpointId, deliveryId } },
        }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(endpointId).queryKey }),
  });
}
