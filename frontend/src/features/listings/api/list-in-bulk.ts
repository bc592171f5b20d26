import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, unwrap } from '../../../lib/api/client';
import { ApiError } from '../../../lib/api/errors';
import { invalidateAfterListingChange } from '../../../lib/api/module-keys';
import type { components } from '@dlm/sdk';
import type { CsvListingRow } from '../csv';

export type AcceptedRow = components['schemas']['AcceptedRow'];
export type RejectedRow = components['schemas']['RejectedRow'];

/** Rows per request: the server lists a request in one transaction, so a chunk stays short. */
export const BULK_CHUNK_SIZE = 50;

const BULK_EXCEPTION_MESSAGE = 'An error occurred while creating the domain listing';

export interface BulkProgress {
  chunksDone: number;
  chunksTotal: number;
}

export interface BulkOutcome {
  accepted: AcceptedRow[];
  rejected: RejectedRow[];
  creditsSpent: number;
  /** Sending stopped at a failed chunk: its message, and the first row (in the file) not sent. */
  stopped?: { message: string; firstUnsentRow: number };
}

/** Cells go as written: the server reads numeric text as a price and reports each bad cell. */
function listChunk(rows: CsvListingRow[], firstRow: number) {
  return unwrap(api.POST('/api/domains/bulk', { body: { rows, firstRow } }));
}

/** Sends the rows in chunks, one after another; the server numbers rows by their place in the file. */
export async function listInBulk(
  rows: CsvListingRow[],
  onProgress: (progress: BulkProgress) => void,
): Promise<BulkOutcome> {
  const chunksTotal = Math.ceil(rows.length / BULK_CHUNK_SIZE);
  const outcome: BulkOutcome = { accepted: [], rejected: [], creditsSpent: 0 };
  onProgress({ chunksDone: 0, chunksTotal });
  for (let chunk = 0; chunk < chunksTotal; chunk += 1) {
    const offset = chunk * BULK_CHUNK_SIZE;
    try {
      const result = await listChunk(rows.slice(offset, offset + BULK_CHUNK_SIZE), offset + 1);
      outcome.accepted.push(...result.accepted);
      outcome.rejected.push(...result.rejected);
      outcome.creditsSpent += result.creditsSpent;
    } catch (error) {
      const message = error instanceof ApiError ? error.message : BULK_EXCEPTION_MESSAGE;
      return { ...outcome, stopped: { message, firstUnsentRow: offset + 1 } };
    }
    onProgress({ chunksDone: chunk + 1, chunksTotal });
  }
  return outcome;
}

export function useListInBulk() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const mutation = useMutation({
    mutationFn: (rows: CsvListingRow[]) => listInBulk(rows, setProgress),
    onSuccess: () => invalidateAfterListingChange(queryClient),
  });
  return { ...mutation, progress };
}
