import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ReceiverMode } from './http-receiver.js';
import { testCertificate } from './test-certificate.js';

/** One email as the SMTP server received it. */
export interface ReceivedEmail {
  /** Whether the session was upgraded with STARTTLS (or began in TLS) before the data. */
  secure: boolean;
  user: string | null;
  mailFrom: string;
  rcptTo: string[];
  raw: string;
  parsed: ParsedMail;
}

/** A real SMTP server on 127.0.0.1 offering STARTTLS with a self-signed certificate. */
export interface SmtpReceiver {
  port: number;
  /** The certificate to trust (the sender's `trustedCa`). */
  ca: string;
  user: string;
  password: string;
  received: ReceivedEmail[];
  mode: ReceiverMode;
  waitForCount(count: number): Promise<void>;
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

/** Starts the server; AUTH (after STARTTLS only) takes `user` / `password`. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const { key, cert } = await testCertificate();
  const received: ReceivedEmail[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const state = { mode: 'ok' as ReceiverMode };
  const credentials = { user: 'reminders', password: 'smtp-password-secret' };
  const makeServer = () =>
    new SMTPServer({
      key,
      cert,
      secure: false,
      authOptional: true,
      closeTimeout: 100,
      logger: false,
      onConnect(_session, callback) {
        if (state.mode !== 'hang') callback(); // hang: never greet
      },
      onAuth(auth, _session, callback) {
        if (auth.username === credentials.user && auth.password === credentials.password)
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          received.push({
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : null,
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            parsed: await simpleParser(raw),
          });
          for (const waiter of waiters.filter((w) => received.length >= w.count)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve();
          }
          if (state.mode === 'error')
            callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          else callback();
        });
      },
    });
  // A closed SMTPServer refuses new sessions even when listening again: a comeback is a
  // new server on the same port.
  let server = makeServer();
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;

  async function stop(): Promise<void> {
    if (!server.server.listening) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  return {
    port,
    ca: cert,
    ...credentials,
    received,
    get mode() {
      return state.mode;
    },
    set mode(value: ReceiverMode) {
      state.mode = value;
    },
    waitForCount(count) {
      if (received.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ count, resolve }));
    },
    goDown: stop,
    async comeBack() {
      server = makeServer();
      server.listen(port, '127.0.0.1');
      await once(server.server, 'listening');
    },
    close: stop,
  };
}
