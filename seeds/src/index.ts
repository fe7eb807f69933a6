export * from './seed.js';
export * from './profiles.js';
