// Bench only: with BENCH_PHASES=1 the server times each phase of a request (the session check, the
// loaders and the SQL inside them, single fetch's encoding, React's render, the stream, translations)
// and `GET /__bench/phases` returns each path's medians; `npm run bench:breakdown` prints them per
// member page. Off (the default), every hook is one check of a constant: nothing is timed or kept.
// The CPU figures are the process's (process.cpuUsage) during a phase, so they mean "this request's"
// only when requests come one at a time, as the breakdown bench sends them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

export const timingPhases = process.env.BENCH_PHASES === '1';

export type Phase =
  | 'total'
  | 'session'
  | 'session sql'
  | 'loaders'
  | 'loader sql'
  | 'encode'
  | 'render'
  | 'stream'
  | 'translate';

type Span = { wall: number; cpu: number };
type RequestTimes = {
  path: string;
  spans: Map<Phase, Span>;
  /** Open SQL statements and when the current run of them began (union of overlapping statements). */
  sqlOpen: number;
  sqlStart: [number, number];
  inSession: boolean;
  loadersOpen: number;
  loadersStart: [number, number];
};

/** The stream phase's end, called when the response finishes (before the total is taken). */
const streamEnds = new WeakMap<RequestTimes, () => void>();
const store = timingPhases ? new AsyncLocalStorage<RequestTimes>() : undefined;
const finished = new Map<string, Map<Phase, Span>[]>();

const nowMs = () => performance.now();
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const mark = (): [number, number] => [nowMs(), cpuMs()];

function add(times: RequestTimes, phase: Phase, start: [number, number]) {
  const span = times.spans.get(phase) ?? { wall: 0, cpu: 0 };
  span.wall += nowMs() - start[0];
  span.cpu += cpuMs() - start[1];
  times.spans.set(phase, span);
}

const current = () => store?.getStore();

/** Express middleware, first of the request's: every later phase of it is counted in its record. */
export function timeRequest(
  req: { originalUrl: string; method: string },
  res: { once(event: 'finish' | 'close', fn: () => void): unknown },
  next: () => void,
) {
  if (!store || req.method !== 'GET' || req.originalUrl.startsWith('/__bench')) return next();
  const times: RequestTimes = {
    path: req.originalUrl,
    spans: new Map(),
    sqlOpen: 0,
    sqlStart: [0, 0],
    inSession: false,
    loadersOpen: 0,
    loadersStart: [0, 0],
  };
  const start = mark();
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    streamEnds.get(times)?.();
    add(times, 'total', start);
    const list = finished.get(times.path) ?? [];
    list.push(times.spans);
    if (list.length > 2000) list.shift();
    finished.set(times.path, list);
  };
  res.once('finish', end);
  res.once('close', end);
  store.run(times, next);
}

/** Times an async step as a phase of the current request (the session check). */
export async function timed<T>(phase: Phase, work: () => Promise<T>): Promise<T> {
  const times = current();
  if (!times) return work();
  const start = mark();
  if (phase === 'session') times.inSession = true;
  try {
    return await work();
  } finally {
    if (phase === 'session') times.inSession = false;
    add(times, phase, start);
  }
}

/** A statement sent: its time counts until it settles (overlapping ones once). */
export function timeStatement<T extends PromiseLike<unknown>>(query: T): T {
  const times = current();
  if (!times) return query;
  if (times.sqlOpen++ === 0) times.sqlStart = mark();
  const phase: Phase = times.inSession ? 'session sql' : 'loader sql';
  const settle = () => {
    if (--times.sqlOpen === 0) add(times, phase, times.sqlStart);
  };
  query.then(settle, settle);
  return query;
}

/** Wraps each route module's loader: the window from the first loader's start to the last one's end. */
export function timeLoaders<B extends { routes: Record<string, { module: object } | undefined> }>(
  build: B,
): B {
  if (!store) return build;
  const routes: Record<string, unknown> = {};
  for (const [id, route] of Object.entries(build.routes)) {
    const module = route?.module as { loader?: (...args: unknown[]) => unknown } | undefined;
    const loader = module?.loader;
    routes[id] = loader
      ? {
          ...route,
          module: {
            ...module,
            loader: async (...args: unknown[]) => {
              const times = current();
              if (!times) return loader(...args);
              if (times.loadersOpen++ === 0) times.loadersStart = mark();
              try {
                return await loader(...args);
              } finally {
                if (--times.loadersOpen === 0) add(times, 'loaders', times.loadersStart);
              }
            },
          },
        }
      : route;
  }
  return { ...build, routes };
}

/** Single fetch's encoding of the loader data into the document (turbo-stream flattens it at once). */
export function timeEncoding() {
  if (!store) return;
  const require = createRequire(createRequire(import.meta.url).resolve('@remix-run/server-runtime'));
  const turbo = require('turbo-stream') as { encode: (...args: unknown[]) => unknown; timed?: true };
  if (turbo.timed) return;
  const encode = turbo.encode;
  turbo.encode = (...args: unknown[]) => {
    const times = current();
    if (!times) return encode(...args);
    const start = mark();
    try {
      return encode(...args);
    } finally {
      add(times, 'encode', start);
    }
  };
  turbo.timed = true;
}

/** React's render, from the entry's call to the shell being ready: returns the function to call then. */
export function startRender(): (() => void) | undefined {
  const times = current();
  if (!times) return undefined;
  const start = mark();
  return () => {
    add(times, 'render', start);
    const streamStart = mark();
    // The stream: from the shell to the response's end (React writing, compression, the socket).
    times.spans.set('stream', { wall: 0, cpu: 0 });
    const end = () => {
      const span = times.spans.get('stream')!;
      if (span.wall) return;
      span.wall = nowMs() - streamStart[0];
      span.cpu = cpuMs() - streamStart[1];
    };
    streamEnds.set(times, end);
  };
}

/** Time in translation (components' `t` and loaders' getFixedT), summed: a wrapper for each call. */
export function timeTranslation<T>(work: () => T): T {
  const times = current();
  if (!times) return work();
  const start = mark();
  try {
    return work();
  } finally {
    add(times, 'translate', start);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};

/** Each path's medians (ms) of every phase since the last reset, and how many requests they cover. */
export function phaseReport(reset = false) {
  const out: Record<string, { requests: number; wall: Record<string, number>; cpu: Record<string, number> }> =
    {};
  for (const [path, list] of finished) {
    const phases = new Set(list.flatMap((m) => [...m.keys()]));
    const wall: Record<string, number> = {};
    const cpu: Record<string, number> = {};
    for (const phase of phases) {
      wall[phase] = median(list.map((m) => m.get(phase)?.wall ?? 0));
      cpu[phase] = median(list.map((m) => m.get(phase)?.cpu ?? 0));
    }
    out[path] = { requests: list.length, wall, cpu };
  }
  if (reset) finished.clear();
  return out;
}
