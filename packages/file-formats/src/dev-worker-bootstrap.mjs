// Development and tests only, when the sources run as TypeScript under tsx. Worker threads of
// Node.js 22.22+ and 24.11+ inherit tsx's loader from the process; older ones (Node 20) do not,
// so this plain module registers it in the worker only when the worker's TypeScript module
// cannot be loaded without it. Registering it a second time would load every module through
// two loaders: the code would differ from the main thread's, and coverage tools, which merge
// the threads' figures per file, would report nonsense for every module both threads load.
// Its arguments: the URL of tsx's API and the URL of that module (read-off-thread.ts).
// A file, not a `data:` URL, so coverage tools can map every module the worker loads to a path.
import { argv } from 'node:process';

const [tsxApi, entry] = argv.slice(2);
try {
  await import(entry);
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import(tsxApi);
  register();
  // The failed load is cached under its URL: a query makes it a new module.
  await import(`${entry}?tsx`);
}
