export * from './settings.js';
export * from './auth.js';
export * from './people.js';
export * from './assets.js';
export * from './work-orders.js';
export * from './checklists.js';
export * from './preventive.js';
export * from './service.js';
