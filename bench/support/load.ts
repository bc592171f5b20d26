import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadResult {
  operations: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

/**
 * `writers` loops, each running `operation(writer)` back to back for `seconds`, after a warm-up of
 * `warmupSeconds` whose operations are not counted.
 */
export async function closedLoop(
  writers: number,
  seconds: number,
  operation: (writer: number) => Promise<void>,
  warmupSeconds = 1,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const warmupEnd = performance.now() + warmupSeconds * 1000;
  const end = warmupEnd + seconds * 1000;
  let measuredFrom = warmupEnd;
  let operations = 0;
  await Promise.all(
    Array.from({ length: writers }, async (_, writer) => {
      for (;;) {
        const started = performance.now();
        if (started >= end) return;
        await operation(writer);
        const finished = performance.now();
        if (started >= warmupEnd) {
          operations += 1;
          latencies.push(finished - started);
        }
      }
    }),
  );
  measuredFrom = Math.min(measuredFrom, end);
  const elapsed = (performance.now() - measuredFrom) / 1000;
  return {
    operations,
    seconds: elapsed,
    perSecond: operations / elapsed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
  };
}

export interface HttpLoadResult extends LoadResult {
  /** Answers other than 2xx, by status. */
  statuses: Record<string, number>;
  errors: number;
  /** The time of each answer, by the label of its request (`HttpRequestSpec.label`). */
  latenciesByLabel: Map<string, number[]>;
}

export interface HttpRequestSpec {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** What kind of request this is, for its answers' times (`latenciesByLabel`). */
  label?: string;
}

/**
 * autocannon at `connections` for `seconds` (or until `amount` requests), each request made by
 * `next()`. Latency percentiles are taken from every response (autocannon's own summary has no
 * p95); the rate counts 2xx answers only. A connection has one request in flight at a time, so
 * the label of the request an answer is for is kept in the connection's context until it comes.
 */
export async function httpLoad(options: {
  url: string;
  connections: number;
  seconds: number;
  amount?: number;
  next: () => HttpRequestSpec;
}): Promise<HttpLoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const latenciesByLabel = new Map<string, number[]>();
  let ok = 0;
  const started = performance.now();
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    ...(options.amount && { amount: options.amount }),
    timeout: 30,
    requests: [
      {
        setupRequest: (request, context) => {
          const spec = options.next();
          context.label = spec.label;
          return {
            ...request,
            method: spec.method ?? 'GET',
            path: spec.path,
            headers: { ...spec.headers, ...(spec.body && { 'content-type': 'application/json' }) },
            body: spec.body,
          };
        },
      },
    ],
  });
  /** The connection an answer came on (autocannon's client). */
  type Connection = { requestIterator: { context: Record<string, unknown> } };
  instance.on(
    'response',
    (client: Connection, statusCode: number, _bytes: number, time: number) => {
      latencies.push(time);
      const { label } = client.requestIterator.context;
      if (typeof label === 'string') {
        const times = latenciesByLabel.get(label) ?? [];
        times.push(time);
        latenciesByLabel.set(label, times);
      }
      if (statusCode >= 200 && statusCode < 300) ok += 1;
      else statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    },
  );
  const result = await instance;
  const seconds = (performance.now() - started) / 1000;
  return {
    operations: ok,
    seconds,
    perSecond: ok / seconds,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    statuses,
    errors: result.errors,
    latenciesByLabel,
  };
}

/** One progress line: the rate, the latency percentiles and any answers other than 2xx. */
export function describeLoad(
  result: Pick<HttpLoadResult, 'perSecond' | 'p50Ms' | 'p95Ms' | 'p99Ms' | 'statuses'>,
): string {
  const refused =
    Object.keys(result.statuses).length > 0 ? `, not 2xx: ${JSON.stringify(result.statuses)}` : '';
  return (
    `${Math.round(result.perSecond).toLocaleString('en-US')} req/s, p50 ${result.p50Ms.toFixed(1)} ms, ` +
    `p95 ${result.p95Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms${refused}`
  );
}

/**
 * A random client address for `X-Forwarded-For` (from 198.18.0.0/15, the range set aside for
 * benchmarks), so that per-address rate limits never pace a load test.
 */
export function randomClientAddress(): string {
  const octet = () => Math.floor(Math.random() * 256);
  return `198.${18 + Math.floor(Math.random() * 2)}.${octet()}.${octet()}`;
}

/** The answers of an open-loop load or of requests asked in turn (`openLoad`, `askedInTurn`). */
export interface AnsweredLoad {
  requests: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers other than 2xx, by status, and requests that got no answer (`error`). */
  failures: Record<string, number>;
  /** The time of each answer, by the label of its request. */
  latenciesByLabel: Map<string, number[]>;
}

/** Keeps the answers' times as `AnsweredLoad` gives them. */
class Answers {
  private readonly latencies: number[] = [];
  private readonly latenciesByLabel = new Map<string, number[]>();
  private readonly failures: Record<string, number> = {};
  private readonly started = performance.now();

  record(took: number, status: number | 'error', label: string | undefined): void {
    this.latencies.push(took);
    if (label !== undefined) {
      const times = this.latenciesByLabel.get(label) ?? [];
      times.push(took);
      this.latenciesByLabel.set(label, times);
    }
    if (status === 'error' || status < 200 || status >= 300)
      this.failures[status] = (this.failures[status] ?? 0) + 1;
  }

  result(): AnsweredLoad {
    const seconds = (performance.now() - this.started) / 1000;
    return {
      requests: this.latencies.length,
      seconds,
      perSecond: this.latencies.length / seconds,
      p50Ms: percentile(this.latencies, 50),
      p95Ms: percentile(this.latencies, 95),
      p99Ms: percentile(this.latencies, 99),
      failures: this.failures,
      latenciesByLabel: this.latenciesByLabel,
    };
  }
}

/** One request on `agent`, answered (its body read) or failed: its status. */
function send(base: string, agent: Agent, spec: HttpRequestSpec): Promise<number | 'error'> {
  return new Promise((resolve) => {
    const request = httpRequest(
      new URL(spec.path, base),
      { method: spec.method ?? 'GET', headers: spec.headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve('error'));
      },
    );
    request.on('error', () => resolve('error'));
    request.end(spec.body);
  });
}

/**
 * `specs` asked one after another on one keep-alive connection, as one buyer does: what a user
 * feels, with no queue in front of the api.
 */
export async function askedInTurn(base: string, specs: HttpRequestSpec[]): Promise<AnsweredLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answers = new Answers();
  try {
    for (const spec of specs) {
      const started = performance.now();
      const status = await send(base, agent, spec);
      answers.record(performance.now() - started, status, spec.label);
    }
  } finally {
    agent.destroy();
  }
  return answers.result();
}

/**
 * An open-loop load: `rate` requests a second for `seconds`, each sent when it is due whether or
 * not the ones before were answered (buyers arrive on their own), on as many keep-alive
 * connections as are in flight. An answer's time counts from when its request was due, so that a
 * stall counts against every request it held back.
 */
export async function openLoad(options: {
  url: string;
  rate: number;
  seconds: number;
  next: () => HttpRequestSpec;
}): Promise<AnsweredLoad> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  const answers = new Answers();
  const total = Math.round(options.rate * options.seconds);
  const interval = 1000 / options.rate;
  const start = performance.now();
  const inFlight: Array<Promise<void>> = [];
  try {
    for (let sent = 0; sent < total;) {
      for (; sent < total && start + sent * interval <= performance.now(); sent += 1) {
        const due = start + sent * interval;
        const spec = options.next();
        inFlight.push(
          send(options.url, agent, spec).then((status) =>
            answers.record(performance.now() - due, status, spec.label),
          ),
        );
      }
      await sleep(Math.max(0, start + sent * interval - performance.now()));
    }
    await Promise.all(inFlight);
  } finally {
    agent.destroy();
  }
  return answers.result();
}
