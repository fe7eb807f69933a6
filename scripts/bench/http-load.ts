import autocannon from 'autocannon';

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
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
