/** `@subtrack/file-formats/testing`: the real Wallos fixtures, subtrack's own export files, the European Central Bank's rate file shapes (small ones and a full-size history), and hostile files built in memory. */
export * from './ecb-files.js';
export * from './fixture-files.js';
export * from './hostile-files.js';
