/** `@subtrack/file-formats/testing`: the real Wallos fixtures, subtrack's own export files, the European Central Bank's rate file shapes (small ones and a full-size history), hostile files built in memory, and labelled bank statements in the layouts of real banks. */
export * from './ecb-files.js';
export * from './fixture-files.js';
export * from './hostile-files.js';
export * from './statements/generate-statement.js';
export * from './statements/score-suggestions.js';
export * from './statements/write-statement.js';
