import type { ChannelInput, ChannelKind } from '@subtrack/domain';
import { type HttpReceiver, type ReceiverMode, startHttpReceiver } from './http-receiver.js';
import { startSmtpReceiver } from './smtp-receiver.js';

/** The secrets the receivers below expect, so a test can search any output for them. */
export const TEST_SECRETS = {
  deviceKey: 'bark-device-key-7f3a9c',
  ntfyToken: 'tk_ntfytoken7f3a9csecret',
  gotifyToken: 'AgotifyToken7f3a9c',
} as const;

/** What a message looked like at the receiver: its title and text, whatever the kind. */
export interface SeenMessage {
  title: string;
  body: string;
}

/**
 * A real receiver of one channel kind on 127.0.0.1 and the channel input pointing at it:
 * one shape for every kind, so the D16 tests can run over a table of kinds.
 */
export interface KindReceiver {
  kind: ChannelKind;
  /** `channel add` fields for this receiver (a webhook's secret comes from `addChannel`). */
  input: ChannelInput;
  /** Every message received so far, as title and text. */
  seen(): SeenMessage[];
  mode: ReceiverMode;
  /** Resolves when `count` messages have arrived. */
  waitForCount(count: number): Promise<void>;
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
  /** The certificate an email sender must trust (undefined for HTTP kinds). */
  trustedCa?: string;
  /** The raw receiver (HTTP requests or SMTP messages) for kind-specific checks. */
  http?: HttpReceiver;
  smtp?: Awaited<ReturnType<typeof startSmtpReceiver>>;
}

function httpKind(
  kind: Exclude<ChannelKind, 'email'>,
  receiver: HttpReceiver,
  input: ChannelInput,
  read: (body: string, headers: Record<string, unknown>) => SeenMessage,
): KindReceiver {
  return {
    kind,
    input,
    seen: () => receiver.received.map((r) => read(r.body, r.headers)),
    get mode() {
      return receiver.mode;
    },
    set mode(value) {
      receiver.mode = value;
    },
    waitForCount: (count) => receiver.waitForCount(count),
    goDown: () => receiver.goDown(),
    comeBack: () => receiver.comeBack(),
    close: () => receiver.close(),
    http: receiver,
  };
}

const decodeHeader = (value: unknown) => {
  const text = String(value ?? '');
  const encoded = /^=\?UTF-8\?B\?(.*)\?=$/.exec(text)?.[1];
  return encoded === undefined ? text : Buffer.from(encoded, 'base64').toString('utf8');
};

/** Starts the receiver of `kind`. */
export async function startKindReceiver(kind: ChannelKind): Promise<KindReceiver> {
  if (kind === 'email') {
    const smtp = await startSmtpReceiver();
    return {
      kind,
      input: {
        kind,
        smtpHost: '127.0.0.1',
        smtpPort: smtp.port,
        smtpUser: smtp.user,
        smtpPassword: smtp.password,
        tls: 'starttls',
        from: 'subtrack@example.org',
        to: 'owner@example.org',
      },
      seen: () =>
        smtp.received.map((m) => ({
          title: m.parsed.subject ?? '',
          body: (m.parsed.text ?? '').split('\n\n-- \n')[0]!,
        })),
      get mode() {
        return smtp.mode;
      },
      set mode(value) {
        smtp.mode = value;
      },
      waitForCount: (count) => smtp.waitForCount(count),
      goDown: () => smtp.goDown(),
      comeBack: () => smtp.comeBack(),
      close: () => smtp.close(),
      trustedCa: smtp.ca,
      smtp,
    };
  }
  const receiver = await startHttpReceiver();
  const origin = receiver.origin;
  switch (kind) {
    case 'bark':
      return httpKind(
        kind,
        receiver,
        { kind, url: `${origin}/push`, deviceKey: TEST_SECRETS.deviceKey },
        (body) => {
          const { title, body: text } = JSON.parse(body) as SeenMessage;
          return { title, body: text };
        },
      );
    case 'ntfy':
      return httpKind(
        kind,
        receiver,
        { kind, url: `${origin}/subtrack-bills`, token: TEST_SECRETS.ntfyToken },
        (body, headers) => ({ title: decodeHeader(headers['title']), body }),
      );
    case 'gotify':
      return httpKind(
        kind,
        receiver,
        { kind, url: `${origin}/gotify`, token: TEST_SECRETS.gotifyToken },
        (body) => {
          const json = JSON.parse(body) as { title: string; message: string };
          return { title: json.title, body: json.message };
        },
      );
    case 'webhook':
      return httpKind(kind, receiver, { kind, url: `${origin}/hooks/subtrack` }, (body) => {
        const json = JSON.parse(body) as { data: SeenMessage };
        return { title: json.data.title, body: json.data.body };
      });
  }
}
