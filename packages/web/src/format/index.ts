export * from './format-date.js';
export * from './format-money.js';
export * from './owner-preferences.js';
