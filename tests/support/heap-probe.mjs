/**
 * Preloaded into a server process (`node --expose-gc --import ./tests/support/heap-probe.mjs …`): on
 * SIGUSR2 it collects garbage and prints `heap-probe <bytes>`, the heap the process holds at that moment.
 */
import process from 'node:process';

process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  process.stdout.write(`heap-probe ${process.memoryUsage().heapUsed}\n`);
});
