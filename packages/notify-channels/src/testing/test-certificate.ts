import { generate } from 'selfsigned';

/** A self-signed certificate for 127.0.0.1 and localhost, made once per test process. */
export interface TestCertificate {
  key: string;
  cert: string;
}

let made: Promise<TestCertificate> | undefined;

/** The process's test certificate (EC P-256: quick to make). */
export function testCertificate(): Promise<TestCertificate> {
  made ??= generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    extensions: [
      {
        name: 'subjectAltName',
        altNames: [
          { type: 2, value: 'localhost' },
          { type: 7, ip: '127.0.0.1' },
        ],
      },
    ],
  }).then((pems) => ({ key: pems.private, cert: pems.cert }));
  return made;
}
