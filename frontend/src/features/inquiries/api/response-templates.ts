import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { moduleKeys } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';

export type ResponseTemplate = components['schemas']['ResponseTemplate'];
export type TemplateFields = components['schemas']['SaveResponseTemplateRequest'];

export function responseTemplatesQueryOptions() {
  return queryOptions({
    queryKey: [...moduleKeys.inquiries, 'response-templates'],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/seller-dashboard/response-templates', { signal })),
  });
}

/** The seller's own reply templates, by name. */
export function useResponseTemplates() {
  return useQuery(responseTemplatesQueryOptions());
}

/** Creates a template, or replaces one of the seller's own when `id` is given. */
export function useSaveResponseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TemplateFields) =>
      unwrap(api.POST('/api/seller-dashboard/response-template', { body })),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: responseTemplatesQueryOptions().queryKey }),
  });
}

export function useDeleteResponseTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(
        api.DELETE('/api/seller-dashboard/response-template/{id}', { params: { path: { id } } }),
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: responseTemplatesQueryOptions().queryKey }),
  });
}
