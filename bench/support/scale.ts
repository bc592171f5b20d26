/**
 * `BENCH_SCALE` (default 1) multiplies the sizes of generated data, so that a bench can be
 * developed on a busy machine at, say, 0.05; `BENCH_SECONDS` (default 10) is how long each
 * measured load phase runs. The targets are ratios or per-second figures, so they hold at any
 * scale, but only a full-scale run is a result.
 */
export interface BenchSettings {
  scale: number;
  seconds: number;
  /** `--baseline <rev>`: the commit the commands bench runs the same load at, side by side. */
  baseline?: string;
}

export function benchSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const scale = Number(env.BENCH_SCALE ?? 1);
  const seconds = Number(env.BENCH_SECONDS ?? 10);
  if (!(scale > 0 && scale <= 1)) throw new Error('BENCH_SCALE must be a number in (0, 1]');
  if (!(seconds >= 1 && seconds <= 300)) throw new Error('BENCH_SECONDS must be 1 to 300');
  return { scale, seconds };
}

/** `full` scaled, at least `minimum`. */
export function scaled(settings: BenchSettings, full: number, minimum = 1): number {
  return Math.max(minimum, Math.round(full * settings.scale));
}
