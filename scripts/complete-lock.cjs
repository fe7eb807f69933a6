// The local registry mirror lacks some platform bindings, so `npm install` leaves them out of the lock and `npm ci` then refuses it.
// This adds their entries (never fetched on Linux x64). Run after `npm install`: node scripts/complete-lock.cjs package-lock.json
const fs = require('fs');
const file = process.argv[2];
const l = JSON.parse(fs.readFileSync(file));
const parent = l.packages['node_modules/unrs-resolver'];
const plat = {
  'android-arm-eabi': ['android', 'arm'],
  'android-arm64': ['android', 'arm64'],
  'darwin-arm64': ['darwin', 'arm64'],
  'darwin-x64': ['darwin', 'x64'],
  'freebsd-x64': ['freebsd', 'x64'],
  'linux-arm-gnueabihf': ['linux', 'arm', 'glibc'],
  'linux-arm-musleabihf': ['linux', 'arm', 'musl'],
  'linux-loong64-gnu': ['linux', 'loong64', 'glibc'],
  'linux-loong64-musl': ['linux', 'loong64', 'musl'],
  'linux-ppc64-gnu': ['linux', 'ppc64', 'glibc'],
  'linux-riscv64-gnu': ['linux', 'riscv64', 'glibc'],
  'linux-riscv64-musl': ['linux', 'riscv64', 'musl'],
  'linux-s390x-gnu': ['linux', 's390x', 'glibc'],
  'openharmony-arm64': ['openharmony', 'arm64'],
  'wasm32-wasi': [null, 'wasm32'],
  'win32-arm64-msvc': ['win32', 'arm64'],
  'win32-ia32-msvc': ['win32', 'ia32'],
  'win32-x64-msvc': ['win32', 'x64'],
};
let added = 0;
for (const [name, ver] of Object.entries(parent.optionalDependencies)) {
  const key = 'node_modules/' + name;
  if (l.packages[key]) continue;
  const suffix = name.replace('@unrs/resolver-binding-', '');
  const p = plat[suffix];
  if (!p) {
    console.log('unknown', name);
    continue;
  }
  const e = { version: ver, cpu: [p[1]], dev: true };
  if (p[2]) e.libc = [p[2]];
  e.license = 'MIT';
  e.optional = true;
  if (p[0]) e.os = [p[0]];
  l.packages[key] = e;
  added++;
}
const sorted = {};
for (const k of Object.keys(l.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)))
  sorted[k] = l.packages[k];
l.packages = sorted;
fs.writeFileSync(file, JSON.stringify(l, null, 2) + '\n');
console.log('added', added);
