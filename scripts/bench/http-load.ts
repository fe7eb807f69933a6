import autocannon from 'autocannon';
import { loadMix } from '../../tests/support/load-mix.js';

export interface Throughput extends Record<string, number> {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A body per request (creates need unique names). */
  body?: () => string;
}

/** One autocannon run on loopback: requests per second and latency percentiles. */
export async function measure(target: LoadTarget, seconds: number, connections = 10): Promise<Throughput> {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(target.headers ?? {}) },
    connections,
    duration: seconds,
    ...(target.body ? { requests: [{ setupRequest: (r) => ({ ...r, body: target.body!() }) }] } : {}),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts a timeout among its errors too: adding `timeouts` counted each one twice.
    errors: result.errors + result.non2xx,
  };
}

export interface Sustained extends Throughput {
  requests: number;
  /** Of `errors`: requests autocannon gave up on after its 10 s timeout, and answers that were not 2xx. */
  timeouts: number;
  non2xx: number;
}

/** The load test's mix of reads and writes from 100 connections for `seconds`, as one long run. */
export async function sustain(url: string, headers: Record<string, string>, seconds: number): Promise<Sustained> {
  const result = await autocannon({
    url,
    connections: 100,
    duration: seconds,
    headers: { 'content-type': 'application/json', ...headers },
    requests: loadMix(),
  });
  if (process.env.SUSTAINED_CODES) console.log('status codes', JSON.stringify(result.statusCodeStats));
  return {
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
