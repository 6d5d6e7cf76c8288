import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';

/** A browser's side of a push subscription: its P-256 key pair and 16-byte auth secret. */
export interface TestBrowserKeys {
  ecdh: ECDH;
  auth: Buffer;
}

/** A browser's new key pair and auth secret, as `pushManager.subscribe` makes them. */
export function newBrowserKeys(): TestBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

const label = (text: string) => Buffer.from(`${text}\0`, 'latin1');

/**
 * Decrypts a Web Push message body as the browser does (RFC 8291, on RFC 8188's `aes128gcm`),
 * written from the RFCs with node:crypto alone, so a test does not trust the sending library
 * to check itself. The body is `salt (16) | record size (4) | key id length (1) | key id (the
 * sender's public key, 65) | one record`; the record is AES-128-GCM over the text, a `0x02`
 * delimiter and zero padding. Throws when anything does not fit.
 */
export function decryptWebPush(body: Buffer, browser: TestBrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || record.length > recordSize || record.length < 17)
    throw new Error('not one aes128gcm record under a P-256 key');
  // RFC 8291 section 3.4: the input keying material from the shared secret and auth secret.
  const ecdhSecret = browser.ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    label('WebPush: info'),
    browser.ecdh.getPublicKey(),
    senderPublicKey,
  ]);
  const ikm = hkdf(browser.auth, ecdhSecret, keyInfo, 32);
  // RFC 8188 section 2.2 and 2.3: the content key and nonce (one record: sequence 0).
  const key = hkdf(salt, ikm, label('Content-Encoding: aes128gcm'), 16);
  const nonce = hkdf(salt, ikm, label('Content-Encoding: nonce'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('the last record lacks its 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}
