/** `@subtrack/file-formats/testing`: the real Wallos fixtures, subtrack's own export files, and hostile files built in memory. */
export * from './fixture-files.js';
export * from './hostile-files.js';
