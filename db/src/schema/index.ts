export * from './settings.js';
export * from './auth.js';
