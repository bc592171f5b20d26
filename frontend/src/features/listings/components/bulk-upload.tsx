import { Alert, Anchor, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Profile } from '../../../lib/auth/profile';
import { useListInBulk } from '../api/list-in-bulk';
import { BULK_MAX_ROWS, downloadCsvTemplate, type ParsedCsv, parseListingCsv } from '../csv';
import { countOf } from '../../../lib/format';
import { BulkResult } from './bulk-result';
import { CsvPreview } from './csv-preview';
import { PaymentSummary } from './payment-summary';

const UNREADABLE_FILE: ParsedCsv = {
  preview: [],
  rows: [],
  problem: 'The file could not be read. Choose a CSV file.',
};

interface BulkUploadProps {
  /** Undefined while the profile loads. */
  credits: number | undefined;
  tier: Profile['user_tier'] | undefined;
}

function ProUpsell() {
  return (
    <Alert
      color="grape"
      variant="light"
      role="status"
      title="Bulk upload is part of Liquidation Pro"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          You can preview a file here, but listing its rows in one go needs Liquidation Pro: up to{' '}
          {BULK_MAX_ROWS} domains per file and 100 credits a year. Single listings stay open to
          everyone.
        </Text>
        <Button component={Link} to="/checkout?plan=pro" color="grape">
          Upgrade to Pro
        </Button>
      </Stack>
    </Alert>
  );
}

export function BulkUpload({ credits, tier }: BulkUploadProps) {
  const bulk = useListInBulk();
  const [file, setFile] = useState<File | null>(null);
  const [parsed, setParsed] = useState<{ file: File; csv: ParsedCsv } | null>(null);
  // A slow read of an earlier choice must not show up under a newer one.
  const csv = parsed && parsed.file === file ? parsed.csv : null;
  const sendable = csv !== null && csv.problem === null;
  const rowCount = sendable ? csv.rows.length : 0;

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    bulk.reset();
    if (!chosen) return;
    chosen.text().then(
      (text) => setParsed({ file: chosen, csv: parseListingCsv(text) }),
      () => setParsed({ file: chosen, csv: UNREADABLE_FILE }),
    );
  };

  const startOver = () => {
    bulk.reset();
    setFile(null);
  };

  if (bulk.data) {
    return (
      <Stack gap="lg">
        <BulkResult outcome={bulk.data} rowCount={rowCount} />
        <Group>
          <Button variant="default" onClick={startOver}>
            Upload Another File
          </Button>
          <Button component={Link} to="/dashboard">
            Go to Dashboard
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">
        Upload a CSV file whose first line names the columns domain, price, registrar (optionally
        description, category). Up to {BULK_MAX_ROWS} rows per file; each listed row uses 1 credit.
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={downloadCsvTemplate}>
        Download template
      </Anchor>
      <FileInput
        label="CSV file"
        placeholder="Choose a .csv file"
        accept=".csv,text/csv"
        clearable
        value={file}
        onChange={chooseFile}
        disabled={bulk.isPending}
        fileInputProps={{ 'aria-label': 'CSV file' }}
      />
      {csv && <Text fw={600}>{countOf(csv.rows.length, 'row')} found</Text>}
      {csv?.problem && (
        <Alert color="red" variant="light" role="alert">
          {csv.problem}
        </Alert>
      )}
      {csv && csv.preview.length > 0 && <CsvPreview lines={csv.preview} />}
      <PaymentSummary listings={rowCount} credits={credits} />
      {credits !== undefined && credits > 0 && rowCount > credits && (
        <Text size="sm" c="orange">
          You have credits for {credits} of these rows; the rows after that will be rejected.
        </Text>
      )}
      {bulk.progress && bulk.isPending && (
        <Stack gap={4}>
          <Progress
            value={(bulk.progress.chunksDone / bulk.progress.chunksTotal) * 100}
            aria-label="Upload progress"
          />
          <Text size="sm" c="dimmed">
            {bulk.progress.chunksDone}/{bulk.progress.chunksTotal} chunks sent
          </Text>
        </Stack>
      )}
      {tier === 'free' && <ProUpsell />}
      {tier === 'pro' && (
        <Button
          size="md"
          onClick={() => {
            if (sendable) bulk.mutate(csv.rows);
          }}
          loading={bulk.isPending}
          disabled={!sendable || credits === undefined || credits < 1}
        >
          List {countOf(rowCount, 'Domain')}
        </Button>
      )}
    </Stack>
  );
}
