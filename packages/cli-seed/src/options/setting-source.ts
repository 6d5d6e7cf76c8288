import type { FlagValues } from '../cli/command.js';

/** A raw setting and where it came from, so an error can name what the user typed. */
export interface SettingSource {
  raw: string | undefined;
  /** `--port`, or `--port (from PORT)` when the environment gave it. */
  label: string;
}

/** The flag wins over the environment variable; neither -> `raw` undefined (use the default). */
export function settingSource(
  values: FlagValues,
  env: NodeJS.ProcessEnv,
  flag: string,
  envName: string,
): SettingSource {
  const fromFlag = values[flag];
  if (typeof fromFlag === 'string') return { raw: fromFlag, label: `--${flag}` };
  if (fromFlag === true) return { raw: 'true', label: `--${flag}` };
  const fromEnv = env[envName];
  if (fromEnv !== undefined && fromEnv !== '') {
    return { raw: fromEnv, label: `--${flag} (from ${envName})` };
  }
  return { raw: undefined, label: `--${flag}` };
}
