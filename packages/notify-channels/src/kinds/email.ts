import { isIP } from 'node:net';
import type { DeliveryOutcome, EmailConfig, ReminderMessage } from '@subtrack/domain';
import nodemailer from 'nodemailer';
import { connectionFailure, errorCode } from '../http/failure-words.js';
import { resolvePublic } from '../http/guarded-lookup.js';
import { emailContent } from './email-content.js';

/** How the email adapter connects. */
export interface EmailOptions {
  timeoutMs: number;
  blockPrivateTargets: boolean;
  /** Extra certificate authorities to trust (a test's self-signed SMTP server). */
  trustedCa?: string | undefined;
}

// D48: an SMTP server's reply is shown as its code and a word, never its text.
const REPLY_WORDS: Record<string, string> = {
  EAUTH: 'login refused',
  EENVELOPE: 'address refused',
  ETLS: 'TLS refused',
  EREQUIRETLS: 'TLS refused',
};

function smtpFailure(error: unknown): DeliveryOutcome {
  const code = errorCode(error);
  const responseCode = (error as { responseCode?: unknown }).responseCode;
  if (typeof responseCode === 'number') {
    const word = REPLY_WORDS[code ?? ''] ?? 'message refused';
    return {
      delivered: false,
      status: responseCode,
      error: `The SMTP server answered ${responseCode}: ${word}`,
    };
  }
  if (code === 'EAUTH')
    return { delivered: false, status: null, error: 'Could not deliver: the SMTP login failed' };
  // nodemailer keeps the socket's own code (ECONNREFUSED, DEPTH_ZERO_SELF_SIGNED_CERT) aside;
  // a timeout, a refusal and a service that is no SMTP server all say "no connection".
  const original = (error as { originalCode?: unknown }).originalCode;
  return {
    delivered: false,
    status: null,
    error: connectionFailure(typeof original === 'string' ? { code: original } : error),
  };
}

/**
 * Sends the message as an email through the channel's SMTP server with nodemailer:
 * STARTTLS required (`starttls`), TLS from the first byte (`implicit`), or plain (`none`);
 * certificates are verified. The answer's status is the server's SMTP reply code.
 */
export async function sendEmail(
  config: EmailConfig,
  message: ReminderMessage,
  options: EmailOptions,
): Promise<DeliveryOutcome> {
  try {
    // OWASP API7, D48: connect to the address checked after DNS, verifying the certificate
    // for the name.
    const host = options.blockPrivateTargets
      ? (await resolvePublic(config.smtpHost))[0]!.address
      : config.smtpHost;
    const transport = nodemailer.createTransport({
      host,
      port: config.smtpPort,
      secure: config.tls === 'implicit',
      requireTLS: config.tls === 'starttls',
      ignoreTLS: config.tls === 'none',
      ...(config.smtpUser === null
        ? {}
        : { auth: { user: config.smtpUser, pass: config.smtpPassword ?? '' } }),
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
      tls: {
        // SNI takes a name, never an IP address (RFC 6066).
        ...(isIP(config.smtpHost) ? {} : { servername: config.smtpHost }),
        ...(options.trustedCa === undefined ? {} : { ca: options.trustedCa }),
      },
    });
    try {
      const info = await transport.sendMail({
        from: config.from,
        to: config.to,
        ...emailContent(message),
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': message.language },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
      const status = Number.parseInt(String(info.response ?? '250'), 10);
      return { delivered: true, status: Number.isNaN(status) ? 250 : status, error: null };
    } finally {
      transport.close();
    }
  } catch (error) {
    return smtpFailure(error);
  }
}
