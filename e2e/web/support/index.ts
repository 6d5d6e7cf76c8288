export * from './accessibility.js';
export * from './browser.js';
export * from './browser-suite.js';
export * from './every-viewport.js';
export * from './household.js';
export * from './page-weight.js';
export * from './screenshot.js';
export * from './web-system.js';
