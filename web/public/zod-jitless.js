// The console's Content-Security-Policy has no 'unsafe-eval'. zod builds its object parsers with
// `new Function` when it may, and the probe that finds out is itself a reported CSP violation; its
// jitless setting skips both. zod reads this global when it loads, which is why this classic script
// runs before the console's modules rather than calling z.config() from them.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
