import type { ExportedLogo } from '../data-io/subscription-export.js';
import type { StoredLogo } from './logo.js';

/**
 * A stored logo as an export carries it: its media type and its bytes in base64.
 *
 * @example
 * toExportedLogo(logo); // { contentType: 'image/webp', data: 'UklGRlYAAABXRUJQ...' }
 */
export function toExportedLogo(logo: StoredLogo): ExportedLogo {
  return { contentType: logo.contentType, data: Buffer.from(logo.bytes).toString('base64') };
}
