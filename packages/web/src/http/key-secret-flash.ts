import { OneTimeFlash } from './one-time-flash.js';

/** What the page after "Create key" shows once: the new key and its secret text. */
export interface NewKeySecret {
  keyId: string;
  key: string;
  scope: string;
  label: string | null;
}

/**
 * A key's secret is shown once, after POST-redirect-GET, from this process's
 * memory (see {@link OneTimeFlash}). A restart loses it: the owner then revokes that key
 * and creates another.
 */
export class KeySecretFlash extends OneTimeFlash<NewKeySecret> {}
