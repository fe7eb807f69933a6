import { join, resolve } from 'node:path';
import { importRecording } from './import-recording.js';

/** `npm run db:import-recording -- DIR [DATA_DIR]`: a recording of the proxy → DATA_DIR/app.sqlite for the mock. */
const [dir, dataDir = 'data-recording'] = process.argv.slice(2);
if (!dir || dir === '--help') {
  console.log('npm run db:import-recording -- <recording dir> [data dir, default ./data-recording]');
  process.exit(dir ? 0 : 2);
}
const dbFile = join(resolve(dataDir), 'app.sqlite');
const summary = importRecording(resolve(dir), dbFile);
const total = Object.values(summary.rows).reduce((a, b) => a + b, 0);
console.log(`Wrote ${dbFile}: ${total} rows`);
for (const [table, n] of Object.entries(summary.rows)) console.log(`  ${table}: ${n}`);
for (const d of summary.dangling) {
  const what = [d.emptied && `${d.emptied} emptied`, d.dropped && `${d.dropped} rows dropped`]
    .filter(Boolean)
    .join(', ');
  console.log(
    `  ${d.table}.${d.column} named ${d.parent} rows the recording lacks: ${what} (open that list while recording)`,
  );
}
for (const line of summary.refused) console.log(`refused: ${line}`);
console.log(`Start the mock on it: DATA_DIR=${dataDir} npm start (sign in as ${'admin@demo.test'} / Demo123!)`);
