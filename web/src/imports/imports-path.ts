export const IMPORTS_PATH = '/imports';
