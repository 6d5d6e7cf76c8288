// Development and tests only, when the sources run as TypeScript under tsx: worker threads
// of Node.js before 22.22 and 24.11 do not get tsx's loader, so this plain module registers
// it in the worker, then loads the worker's TypeScript module. Its arguments: the URL of
// tsx's API and the URL of that module (read-off-thread.ts). A file, not a `data:`
// URL, so coverage tools can map every module the worker loads to a path.
import { argv } from 'node:process';

const [tsxApi, entry] = argv.slice(2);
const { register } = await import(tsxApi);
register();
await import(entry);
