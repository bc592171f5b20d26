import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { formatCount } from '../../../lib/format';
import { type OwnershipSummary, useOwnershipSummary } from '../api/ownership-summary';
import { type CheckAllProgress, useCheckAllOwnership } from '../api/use-check-all-ownership';
import { serverMessage } from '../errors';

function SummaryLine({ summary }: { summary: OwnershipSummary }) {
  return (
    <Text size="sm" c="dimmed">
      Verified {formatCount(summary.verified)} · Not verified {formatCount(summary.unverified)} ·
      Suspended {formatCount(summary.suspended)}
    </Text>
  );
}

function ProgressBar({ progress }: { progress: CheckAllProgress }) {
  const label = `Checked ${formatCount(progress.checked)} of ${formatCount(progress.queued)}`;
  return (
    <Stack gap={4}>
      <Progress
        value={progress.queued === 0 ? 100 : (progress.checked / progress.queued) * 100}
        aria-label="Ownership checks"
        aria-valuetext={label}
        animated
      />
      <Text size="sm" role="status">
        {label}
      </Text>
    </Stack>
  );
}

/**
 * "Check all" in the portfolio's toolbar: checks every listing's DNS record and registration in
 * the background and follows them, with the summary of verified, unverified and suspended ones.
 */
export function CheckAllOwnership() {
  const summary = useOwnershipSummary();
  const checkAll = useCheckAllOwnership();
  const { progress } = checkAll;
  // While checks run, the counts move with them; afterwards the summary is read afresh.
  const shown = (checkAll.isPending ? progress?.summary : undefined) ?? summary.data;

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        {shown ? <SummaryLine summary={shown} /> : <span />}
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={checkAll.isPending}
          onClick={() => checkAll.mutate()}
        >
          Check all
        </Button>
      </Group>
      {checkAll.isPending && progress?.alreadyRunning && (
        <Text size="sm">
          Your earlier Check all is still running, so nothing new was started: here is its progress.
        </Text>
      )}
      {checkAll.isPending && progress && <ProgressBar progress={progress} />}
      {checkAll.isSuccess && (
        <Text size="sm" role="status">
          {checkAll.data.finished
            ? `Checked ${formatCount(checkAll.data.queued)} of ${formatCount(checkAll.data.queued)}: the badges below are up to date.`
            : `Checked ${formatCount(checkAll.data.checked)} of ${formatCount(checkAll.data.queued)} so far. The other checks are still running; refresh in a few minutes to see them.`}
        </Text>
      )}
      {checkAll.isError && (
        <Alert color="red" variant="light" title="Check all did not start">
          {serverMessage(checkAll.error) ?? 'Please try again in a moment.'}
        </Alert>
      )}
    </Stack>
  );
}
