export * from './paced-chunks.js';
export * from './time-sliced-pacer.js';
export * from './unpaced.js';
