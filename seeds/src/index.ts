export * from './seed.js';
export * from './profiles.js';
export { TEST_ANCHOR, seedAnchor } from './anchor.js';
export * from './settings.js';
export { restoreSeedPhoto, writeSeedDocuments, writeSeedMedia } from './media/seed-media.js';
