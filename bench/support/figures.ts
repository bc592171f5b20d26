/** A measured figure, with its target when it has one. */
export interface Figure {
  bench: string;
  label: string;
  value: number;
  unit: string;
  /** Digits after the decimal point when printed. */
  digits?: number;
  /** The target in words, e.g. ">= 70% of plain INSERT". */
  target?: string;
  /** Whether the target holds; undefined for a figure without a target. */
  pass?: boolean;
}

/** What a bench hands back: its figures, and anything else worth keeping in its results file. */
export interface BenchOutcome {
  figures: Figure[];
  details: Record<string, unknown>;
}

export function formatValue(figure: Pick<Figure, 'value' | 'unit' | 'digits'>): string {
  const digits = figure.digits ?? (Math.abs(figure.value) >= 100 ? 0 : 1);
  const number = figure.value.toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return figure.unit ? `${number} ${figure.unit}` : number;
}

/** `PASS`, `MISS`, or blank for a figure without a target. */
export function mark(figure: Figure): string {
  if (figure.pass === undefined) return '';
  return figure.pass ? 'PASS' : 'MISS';
}
