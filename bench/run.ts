import { cpus, loadavg, totalmem } from 'node:os';
import { alertsBench } from './benches/alerts';
import { appendBench } from './benches/append';
import { commandsBench } from './benches/commands';
import { frontendBench } from './benches/frontend';
import { marketplaceBench } from './benches/marketplace';
import { rebuildBench } from './benches/rebuild';
import { webBench } from './benches/web';
import { type Bench, type BenchContext } from './support/bench';
import { type Figure, formatValue, mark } from './support/figures';
import { writeResults } from './support/results';
import { type BenchSettings, benchSettings } from './support/scale';
import {
  type BenchDatabase,
  type BenchServices,
  createBenchDatabase,
  describeServer,
  startServices,
} from './support/services';
import { renderTable, say } from './support/table';
import { terminatedConnectionListener } from './support/terminated-connections';

const BENCHES: Bench[] = [
  appendBench,
  rebuildBench,
  marketplaceBench,
  commandsBench,
  frontendBench,
  alertsBench,
  webBench,
];

/** The benches a run names (all when none is named) and its options. */
interface RunArguments {
  names: string[];
  baseline?: string;
}

/**
 * `<name>... [--baseline <rev> | --baseline=<rev>]`, or what is wrong with them: an unknown
 * option is refused rather than taken for a bench's name.
 */
function parseArguments(argv: string[]): RunArguments | string {
  const names: string[] = [];
  let baseline: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument.startsWith('--baseline=')) baseline = argument.slice('--baseline='.length);
    else if (argument === '--baseline') {
      index += 1;
      baseline = argv[index] ?? '';
    } else if (argument.startsWith('-')) return `Unknown option: ${argument}`;
    else names.push(argument);
  }
  if (baseline !== undefined && (baseline === '' || baseline.startsWith('-')))
    return '--baseline needs a commit';
  if (baseline && names.length > 0 && !names.includes('commands'))
    return '--baseline is an option of the commands bench';
  return { names: names.length > 0 ? names : BENCHES.map((bench) => bench.name), baseline };
}

function sayUsage(): void {
  say('Usage: npm run bench -- [<name>...] [--baseline <rev>]. Benches:');
  for (const bench of BENCHES) say(`  ${bench.name.padEnd(12)} ${bench.summary}`);
  say('  --baseline <rev>  the commands bench also runs its load at <rev>, side by side');
}

/**
 * `npm run bench [-- <name>...] [--baseline <rev>]`: runs the named benches (all by default),
 * prints each one's figures, writes bench/results/<name>.json, and ends with one table of every
 * figure with its target and PASS or MISS. A missed target is a finding: the exit code is 0. An
 * error is not: 1. With `--baseline`, the commands bench runs its load at that commit and at the
 * working tree in turn and prints the ratios.
 */
async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(argv);
  if (typeof parsed === 'string') {
    say(parsed);
    sayUsage();
    return 2;
  }
  const { names, baseline } = parsed;
  const unknown = names.filter((name) => !BENCHES.some((bench) => bench.name === name));
  if (unknown.length > 0) {
    say(`Unknown bench: ${unknown.join(', ')}.`);
    sayUsage();
    return 2;
  }
  const selected = BENCHES.filter((bench) => names.includes(bench.name));
  process.on('uncaughtException', terminatedConnectionListener(say, process.exit));
  const settings: BenchSettings = { ...benchSettings(), ...(baseline && { baseline }) };
  let services: BenchServices | undefined;
  const figures: Figure[] = [];
  const failures: string[] = [];
  const machine = {
    cores: cpus().length,
    cpu: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverageAtStart: loadavg().map((load) => Number(load.toFixed(2))),
  };
  say(
    `Benchmarks on ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
      `scale ${settings.scale}, ${settings.seconds} s per load phase; ` +
      (baseline ? `baseline ${baseline}; ` : '') +
      `load average ${machine.loadAverageAtStart.join(' ')}`,
  );
  try {
    for (const bench of selected) {
      say(`\n== ${bench.name}: ${bench.summary}`);
      let database: BenchDatabase | undefined;
      // A bench may make databases of its own on the server (the commands bench, one per tree).
      let usedServer = false;
      const context: BenchContext = {
        settings,
        services: async () => {
          usedServer = true;
          if (!services) {
            services = await startServices(process.env);
            for (const line of services.summary) say(line);
          }
          return services;
        },
        database: async () => {
          if (!database) {
            const { serverUrl } = await context.services();
            database = await createBenchDatabase(serverUrl, bench.name);
          }
          return database;
        },
        progress: (line) => say(`   ${line}`),
      };
      try {
        const started = Date.now();
        const outcome = await bench.run(context);
        const server =
          usedServer && services ? await describeServer(services.serverUrl) : undefined;
        const file = writeResults(bench.name, outcome, {
          finishedAt: new Date().toISOString(),
          seconds: Math.round((Date.now() - started) / 1000),
          settings,
          machine: { ...machine, loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))) },
          server,
        });
        figures.push(...outcome.figures);
        say(figureTable(outcome.figures));
        say(`   results: ${file}`);
      } catch (error) {
        failures.push(bench.name);
        say(`   ${bench.name} failed: ${(error as Error).stack ?? String(error)}`);
      } finally {
        await database?.drop();
      }
    }
  } finally {
    await services?.stop();
  }
  say('\n== Summary');
  say(figureTable(figures, true));
  say(
    `load average at the end: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  if (failures.length > 0) {
    say(`Failed: ${failures.join(', ')}`);
    return 1;
  }
  const missed = figures.filter((figure) => figure.pass === false).length;
  const held = figures.filter((figure) => figure.pass === true).length;
  say(`${held} targets held, ${missed} missed`);
  return 0;
}

function figureTable(figures: Figure[], withBench = false): string {
  const rows = figures.map((figure) => [
    ...(withBench ? [figure.bench] : []),
    figure.label,
    formatValue(figure),
    figure.target ?? '',
    mark(figure),
  ]);
  const header = [...(withBench ? ['bench'] : []), 'figure', 'value', 'target', 'result'];
  const right = [...(withBench ? [false] : []), false, true, false, false];
  return renderTable(header, rows, right);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    say((error as Error).stack ?? String(error));
    process.exit(1);
  },
);
