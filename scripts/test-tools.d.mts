// Types of test-tools.mjs, for TypeScript callers (`pnpm bench`, the tests of the check).
/** A program the tests drive, and the Debian package that has it. */
export interface TestTool {
  name: string;
  debianPackage: string;
  neededFor: string;
  find(env: NodeJS.ProcessEnv): string | null;
  neededBy(file: string, text: string): boolean;
  unneeded?(env: NodeJS.ProcessEnv): boolean;
}
export const POSTGRES_HELPER: string;
export function usesPostgres(file: string, text: string): boolean;
export const TEST_TOOLS: readonly TestTool[];
export function findTool(tool: TestTool, env?: NodeJS.ProcessEnv): string | null;
export function toolsNeededBy(
  files: ReadonlyArray<readonly [string, string]> | null,
  env?: NodeJS.ProcessEnv,
): TestTool[];
export function missingLine(tool: TestTool): string;
export function ensureTools(
  tools: readonly TestTool[],
  options?: { env?: NodeJS.ProcessEnv; log?: (line: string) => void },
): boolean;
