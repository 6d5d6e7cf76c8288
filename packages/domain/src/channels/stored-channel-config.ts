import type { ChannelConfig } from './channel.js';

/**
 * A channel's config as storage keeps it: a device's member apart (a column whose foreign key
 * deletes the device with its member), everything else as one JSON value.
 */
export interface StoredChannelConfig {
  json: string;
  memberId: string | null;
}

/**
 * Splits `config` for storage; {@link configFromStorage} puts it back together. One mapping
 * for every storage adapter.
 *
 * @example
 * configForStorage(device.config); // { json: '{"kind":"webpush","endpoint":...}', memberId: 'member-1' }
 */
export function configForStorage(config: ChannelConfig): StoredChannelConfig {
  if (config.kind !== 'webpush') return { json: JSON.stringify(config), memberId: null };
  const { memberId, ...rest } = config;
  return { json: JSON.stringify(rest), memberId };
}

/** A config read back from storage: the parsed JSON value and the member column. */
export function configFromStorage(stored: unknown, memberId: string | null): ChannelConfig {
  const config = stored as ChannelConfig;
  return config.kind === 'webpush' ? { ...config, memberId: memberId ?? '' } : config;
}
