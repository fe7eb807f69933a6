import { readFileSync } from 'node:fs';

export interface Download extends Record<string, number> {
  ms: number;
  rows: number;
  megabytes: number;
  /** How far the server's resident memory rose above where it started, at its highest. */
  rssGrowthMb: number;
}

const residentMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/**
 * Downloads a whole list (`all=1`) while sampling the server's resident memory every 10 ms: a streamed
 * document leaves the growth far below its own size, one built in memory at least matches it.
 */
export async function measureDownload(url: string, headers: Record<string, string>, pid: number): Promise<Download> {
  const before = residentMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 10);
  const started = performance.now();
  try {
    const res = await fetch(url, { headers });
    if (res.status !== 200 || !res.body) throw new Error(`${url}: ${res.status}`);
    let bytes = 0;
    let head = '';
    for await (const chunk of res.body) {
      if (bytes === 0) head = Buffer.from(chunk).subarray(0, 40).toString();
      bytes += chunk.length;
    }
    const rows = Number(/^\{"total":(\d+)/.exec(head)?.[1] ?? Number.NaN);
    return {
      ms: performance.now() - started,
      rows,
      megabytes: bytes / 1e6,
      rssGrowthMb: Math.max(peak, residentMb(pid)) - before,
    };
  } finally {
    clearInterval(sampler);
  }
}
