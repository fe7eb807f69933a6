/**
 * A separate process that asks `url` every POLL_MS until it receives a message, then sends back the
 * latencies it saw: the load's own client work cannot delay the measurement.
 */
import { setTimeout as sleep } from 'node:timers/promises';

const url = process.argv[2]!;
const POLL_MS = 20;
const samples: number[] = [];
let running = true;
process.on('message', () => {
  running = false;
});
while (running) {
  const start = performance.now();
  await fetch(url).then((r) => r.arrayBuffer());
  samples.push(performance.now() - start);
  await sleep(POLL_MS);
}
process.send!(samples, () => process.exit(0));
