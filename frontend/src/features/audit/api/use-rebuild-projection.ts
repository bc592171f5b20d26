import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import { projectionsQueryOptions } from './projections';

/** Rebuilds one projection from the whole log; answers how many events it replayed. */
export function useRebuildProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      unwrap(api.POST('/api/audit/projections/{name}/rebuild', { params: { path: { name } } })),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: projectionsQueryOptions().queryKey }),
  });
}
