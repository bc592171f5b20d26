import Papa from 'papaparse';
import { downloadTextFile } from '../../lib/download';

export const BULK_MAX_ROWS = 500;
export const CSV_PREVIEW_LINES = 10;
export const CSV_TEMPLATE_FILE_NAME = 'domain-listing-template.csv';

export const CSV_TEMPLATE = [
  'domain,price,registrar',
  'example.com,249,GoDaddy',
  'mybrand.io,99.99,Namecheap',
  '',
].join('\n');

const REQUIRED_COLUMNS = ['domain', 'price', 'registrar'] as const;
const OPTIONAL_COLUMNS = ['description', 'category'] as const;

/** A data row as written in the file: the server checks and converts each cell itself. */
export interface CsvListingRow {
  domain: string;
  price: string;
  registrar: string;
  description?: string;
  category?: string;
}

export interface ParsedCsv {
  /** The first lines of the file, header included, as written. */
  preview: string[][];
  rows: CsvListingRow[];
  /** Why the file cannot be sent, when it cannot; the rows are then not to be sent. */
  problem: string | null;
}

function toRow(columns: string[], cells: string[]): CsvListingRow {
  const cell = (column: string) => {
    const index = columns.indexOf(column);
    return index === -1 ? undefined : cells[index];
  };
  const row: CsvListingRow = {
    domain: cell('domain') ?? '',
    price: cell('price') ?? '',
    registrar: cell('registrar') ?? '',
  };
  // An empty optional cell means "not given", which the server would otherwise refuse as a value.
  for (const column of OPTIONAL_COLUMNS) {
    const value = cell(column);
    if (value !== undefined && value.trim() !== '') row[column] = value;
  }
  return row;
}

function problemOf(columns: string[], rowCount: number): string | null {
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    return `The first line must name the columns domain, price, registrar (missing: ${missing.join(', ')}).`;
  }
  if (rowCount === 0) return 'The file has no rows below its header line.';
  if (rowCount > BULK_MAX_ROWS) {
    return `The file has ${rowCount} rows; at most ${BULK_MAX_ROWS} rows can be listed per file. Split it into smaller files.`;
  }
  return null;
}

export function parseListingCsv(text: string): ParsedCsv {
  const { data } = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header = [], ...lines] = data;
  const columns = header.map((column) => column.trim().toLowerCase());
  const problem = problemOf(columns, lines.length);
  return {
    preview: data.slice(0, CSV_PREVIEW_LINES),
    rows: lines.map((cells) => toRow(columns, cells)),
    problem,
  };
}

export function downloadCsvTemplate(): void {
  downloadTextFile(CSV_TEMPLATE_FILE_NAME, CSV_TEMPLATE);
}
