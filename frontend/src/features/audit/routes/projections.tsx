import { Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type AuditProjection, useProjections } from '../api/projections';
import { AuditLoadFailure } from '../components/audit-load-failure';
import { ProjectionsTable } from '../components/projections-table';
import { RebuildModal } from '../components/rebuild-modal';

/** /audit/projections: each projection's progress through the log, refreshed every 5 s. */
export function AuditProjectionsRoute() {
  const projections = useProjections();
  const [rebuilding, setRebuilding] = useState<AuditProjection | null>(null);

  let content;
  if (projections.isPending) {
    content = (
      <Center mih={160}>
        <Loader aria-label="Loading projections" />
      </Center>
    );
  } else if (projections.isError) {
    content = (
      <AuditLoadFailure error={projections.error} onRetry={() => void projections.refetch()} />
    );
  } else {
    content = (
      <ProjectionsTable projections={projections.data.projections} onRebuild={setRebuilding} />
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Inline projections are written in the same transaction as the events; the others follow the
        log from their checkpoint. This table refreshes every 5 seconds.
      </Text>
      {content}
      <RebuildModal projection={rebuilding} onClose={() => setRebuilding(null)} />
    </Stack>
  );
}
