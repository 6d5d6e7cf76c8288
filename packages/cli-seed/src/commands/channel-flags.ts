import {
  CHANNEL_KINDS,
  type ChannelInput,
  type ChannelKind,
  DEVICE_CHANNEL_KIND,
} from '@subtrack/domain';
import { UsageError } from '../cli/cli-errors.js';
import type { CommandOptions, FlagValues } from '../cli/command.js';

/** The flags of each kind, required ones with what to put there, optional ones `null`. */
const KIND_FLAGS: Record<ChannelKind, Record<string, string | null>> = {
  bark: { url: 'https://api.day.app/push', 'device-key': 'KEY' },
  ntfy: { url: 'https://ntfy.sh/TOPIC', token: null },
  gotify: { url: 'https://gotify.example.org', token: 'APP_TOKEN' },
  webhook: { url: 'https://hooks.example.org/subtrack' },
  email: {
    'smtp-host': 'smtp.example.org',
    'smtp-port': '587',
    'smtp-user': null,
    tls: null,
    from: 'reminders@example.org',
    to: 'me@example.org',
  },
};

const KIND_FLAG_NAMES = [...new Set(Object.values(KIND_FLAGS).flatMap((f) => Object.keys(f)))];

/** The `channel add` flags besides `--account`: node:util parseArgs options. */
export const CHANNEL_ADD_OPTIONS: CommandOptions = {
  account: { type: 'string' },
  kind: { type: 'string' },
  label: { type: 'string' },
  digest: { type: 'boolean' },
  ...Object.fromEntries(KIND_FLAG_NAMES.map((flag) => [flag, { type: 'string' as const }])),
};

/** How a kind's flags read in help and errors: `--url URL [--token TOKEN]`. */
export function kindSynopsis(kind: ChannelKind): string {
  return Object.entries(KIND_FLAGS[kind])
    .map(([flag, example]) => (example === null ? `[--${flag} ...]` : `--${flag} ${example}`))
    .join(' ');
}

function parseKind(values: FlagValues): ChannelKind {
  const kind = values['kind'];
  // A device's push subscription exists only in its browser, which sends it itself (D54).
  if (kind === DEVICE_CHANNEL_KIND)
    throw new UsageError(
      `--kind ${kind} is not added from the command line: each member turns on "Reminders on this device" on the account screen of the browser that should get them; use one of ${CHANNEL_KINDS.join(', ')} here`,
    );
  if (typeof kind !== 'string' || !(CHANNEL_KINDS as readonly string[]).includes(kind))
    throw new UsageError(
      `--kind ${typeof kind === 'string' ? `${kind} is not a channel kind` : 'is required'}: use one of ${CHANNEL_KINDS.join(', ')}`,
    );
  return kind as ChannelKind;
}

const camel = (flag: string) => flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The `channel add` flags as a domain `ChannelInput`. A flag another kind takes, or
 * a missing required one, exits 2 naming the flag and the fix; the values themselves are
 * checked by the domain (`--url: ...`).
 */
export function channelInputFromFlags(values: FlagValues): ChannelInput {
  const kind = parseKind(values);
  const own = KIND_FLAGS[kind];
  for (const flag of KIND_FLAG_NAMES) {
    if (values[flag] !== undefined && !(flag in own))
      throw new UsageError(
        `--${flag} does not apply to a ${kind} channel: remove it (${kind} takes ${kindSynopsis(kind)})`,
      );
  }
  const input: Record<string, unknown> = { kind };
  for (const [flag, example] of Object.entries(own)) {
    const value = values[flag];
    if (typeof value === 'string') input[camel(flag)] = value;
    else if (example !== null)
      throw new UsageError(`--${flag} is required for a ${kind} channel: add --${flag} ${example}`);
  }
  if (typeof values['label'] === 'string') input['label'] = values['label'];
  if (values['digest'] === true) input['digest'] = true;
  return input as unknown as ChannelInput;
}

/** Every kind's flags, for `channel add --help`. */
export const KIND_HELP = CHANNEL_KINDS.map((kind) => `    ${kind.padEnd(8)} ${kindSynopsis(kind)}`);
