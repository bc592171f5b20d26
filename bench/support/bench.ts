import { type BenchOutcome } from './figures';
import { type BenchSettings } from './scale';
import { type BenchDatabase, type BenchServices } from './services';

export interface BenchContext {
  settings: BenchSettings;
  /** Started on first use: the frontend bench needs no server. */
  services(): Promise<BenchServices>;
  /** A fresh, migrated database of this bench's own, dropped when the bench ends. */
  database(): Promise<BenchDatabase>;
  /** A progress line (what is being generated or measured). */
  progress(line: string): void;
}

export interface Bench {
  name: string;
  /** One line for the usage text. */
  summary: string;
  run(context: BenchContext): Promise<BenchOutcome>;
}
