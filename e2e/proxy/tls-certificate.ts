import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A self-signed certificate for `host` (and 127.0.0.1), made with openssl. */
export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate, to trust it as a client. */
  pem: string;
}

/** Writes `cert.pem` and `key.pem` into `dir` (what Let's Encrypt would issue in production). */
export function selfSignedCertificate(dir: string, host: string): TestCertificate {
  const certFile = join(dir, 'cert.pem');
  const keyFile = join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host},IP:127.0.0.1`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return { certFile, keyFile, pem: readFileSync(certFile, 'utf8') };
}
