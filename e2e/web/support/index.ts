export * from './accessibility.js';
export * from './browser.js';
export * from './screenshot.js';
export * from './web-system.js';
