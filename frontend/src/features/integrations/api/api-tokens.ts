import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type ApiToken = components['schemas']['ApiToken'];
export type CreatedApiToken = components['schemas']['CreatedApiToken'];
export type CreateApiTokenRequest = components['schemas']['CreateApiTokenRequest'];
export type ApiTokenScope = CreateApiTokenRequest['scopes'][number];

const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: [...moduleKeys.integrations, 'api-tokens'],
    queryFn: ({ signal }) => unwrap(api.GET('/api/api-tokens', { signal })),
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}

/** Creates a token; the answer carries its secret, shown once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiTokenRequest) => unwrap(api.POST('/api/api-tokens', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE('/api/api-tokens/{id}', { params: { path: { id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryOptions().queryKey }),
  });
}
