export * from './connection.js';
export * as schema from './schema/index.js';
export * from './passwords.js';
export * from './template.js';
