// The local registry mirror lacks some platform bindings of unrs-resolver (used by the ESLint import resolver), so
// `npm install` leaves them out of the lock and `npm ci` then refuses it. This adds their entries; on Linux x64 npm never
// fetches them. Run `npm run lock:complete` after any `npm install`.
import { readFileSync, writeFileSync } from 'node:fs';

type Entry = {
  version: string;
  cpu?: string[];
  dev?: boolean;
  libc?: string[];
  license?: string;
  optional?: boolean;
  os?: string[];
};
type Lock = { packages: Record<string, Entry & { optionalDependencies?: Record<string, string> }> };

const prefix = '@unrs/resolver-binding-';
// suffix → [os, cpu, libc]
const platforms: Record<string, [string | null, string, string?]> = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-arm64-gnu': ['linux', 'arm64', 'glibc'],
  'linux-arm64-musl': ['linux', 'arm64', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'linux-x64-gnu': ['linux', 'x64', 'glibc'],
  'linux-x64-musl': ['linux', 'x64', 'musl'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'wasm32-wasi': [null, 'wasm32'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8')) as Lock;
const wanted = lock.packages['node_modules/unrs-resolver']?.optionalDependencies ?? {};
let added = 0;
for (const [name, version] of Object.entries(wanted)) {
  const key = `node_modules/${name}`;
  const platform = platforms[name.slice(prefix.length)];
  if (lock.packages[key] || !platform) continue;
  const [os, cpu, libc] = platform;
  lock.packages[key] = {
    version,
    cpu: [cpu],
    dev: true,
    ...(libc ? { libc: [libc] } : {}),
    license: 'MIT',
    optional: true,
    ...(os ? { os: [os] } : {}),
  };
  added += 1;
}
const keys = Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0));
lock.packages = Object.fromEntries(keys.map((k) => [k, lock.packages[k]!]));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
process.stdout.write(`complete-lock: added ${added} entries\n`);
