import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_BASE, UPLOAD_LIMIT_BYTES } from '@cmms/contracts';
import { adminToken, spawnServer, type ServerProcess } from './server-process.js';

const dataDir = mkdtempSync(join(tmpdir(), 'cmms-upload-'));
let server: ServerProcess;
let token: string;
beforeAll(async () => {
  server = await spawnServer(dataDir);
  token = await adminToken(server.url);
});
afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Peak resident memory of the server process so far, in MiB (Linux VmHWM). */
const peakMiB = () => {
  const status = readFileSync(`/proc/${server.child.pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const PNG_HEADER = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A multipart body of `size` bytes streamed in 1 MiB chunks, never held in this process either. */
function multipartStream(size: number, boundary: string): { body: ReadableStream<Uint8Array>; length: number } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024, 0x41);
  let sent = 0;
  let stage: 'head' | 'file' | 'tail' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(head);
        controller.enqueue(PNG_HEADER);
        sent = PNG_HEADER.length;
        stage = 'file';
      } else if (stage === 'file') {
        const n = Math.min(chunk.length, size - sent);
        if (n > 0) controller.enqueue(chunk.subarray(0, n));
        sent += n;
        if (sent >= size) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(tail);
        stage = 'done';
      } else controller.close();
    },
  });
  return { body, length: head.length + size + tail.length };
}

async function upload(size: number) {
  const boundary = `----cmms${Date.now()}`;
  const { body, length } = multipartStream(size, boundary);
  const res = await fetch(`${server.url}${API_BASE}/users/2/uploads`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(length),
    },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: res.status, json: (await res.json()) as { status: string; messages: unknown } };
}

const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => join(d.parentPath, d.name));
  } catch {
    return [];
  }
};

describe('uploads at the size limit', () => {
  it('streams a file of exactly the limit to disk with flat server memory', async () => {
    const before = peakMiB();
    const res = await upload(UPLOAD_LIMIT_BYTES);
    expect(res.json.status).toBe('success');
    const stored = filesUnder(join(dataDir, 'uploads')).filter((f) => statSync(f).size === UPLOAD_LIMIT_BYTES);
    expect(stored).toHaveLength(1);
    // 250 MiB went through; the server's peak resident memory grew by far less than that.
    const growth = peakMiB() - before;
    console.log(
      `upload of ${UPLOAD_LIMIT_BYTES} bytes: server peak RSS ${before.toFixed(0)} → ${(before + growth).toFixed(0)} MiB`,
    );
    expect(growth).toBeLessThan(64);
  });

  it('refuses one byte more with the spec text and leaves no partial file', async () => {
    const before = filesUnder(dataDir).length;
    const res = await upload(UPLOAD_LIMIT_BYTES + 1);
    expect(res.json.status).toBe('error');
    expect(JSON.stringify(res.json.messages)).toContain(
      'Please select a valid file type (jpg, webp, png, gif, svg) within 2500MB.',
    );
    // Give the server a moment to remove its temp file after answering.
    await new Promise((r) => setTimeout(r, 300));
    expect(filesUnder(dataDir).length).toBe(before);
  });
});
