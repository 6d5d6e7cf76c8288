export * from './format-date.js';
export * from './format-money.js';
