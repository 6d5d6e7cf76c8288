export * from './checkbox-field.js';
export * from './date-field.js';
export * from './error-summary.js';
export * from './field-parts.js';
export * from './file-field.js';
export * from './form-errors.js';
export * from './select-field.js';
export * from './text-field.js';
