import {
  createECDH,
  createHash,
  createPrivateKey,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

// Authenticator data flags (WebAuthn §6.1): user present, user verified, credential data.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

/** How a test bends one ceremony: the origin the "browser" writes, the person unverified, ... */

/**
 * A new P-256 key pair and its public point. Not `generateKeyPairSync` and a JWK export: on
 * Node 20, garbage collection could run the generation job's destructor during the export,
 * and both took the key's lock on one thread, which hung the test process (see
 * test-signing-key.ts). ECDH makes the numbers; the key is imported from them.
 */
function newP256Key(): { privateKey: KeyObject; x: Buffer; y: Buffer } {
  const ecdh = createECDH('prime256v1');
  const point = ecdh.generateKeys(); // uncompressed: 0x04, then x and y, 32 bytes each
  const x = point.subarray(1, 33);
  const y = point.subarray(33, 65);
  const d = Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()]).subarray(-32);
  const jwk = { kty: 'EC', crv: 'P-256', x: x.toString('base64url'), y: y.toString('base64url') };
  const privateKey = createPrivateKey({
    key: { ...jwk, d: d.toString('base64url') },
    format: 'jwk',
  });
  return { privateKey, x, y };
}

export interface CeremonyTweaks {
  /** The origin put in the client data (default: the authenticator's). */
  origin?: string;
  /** The relying party id hashed into the authenticator data (default: the options'). */
  rpId?: string;
  /** False: the authenticator says the person was present but not verified. */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than last time). */
  counter?: number;
  /** The client data's type (default `webauthn.create` / `webauthn.get`). */
  type?: string;
}

interface HeldCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

/**
 * A software WebAuthn authenticator (ES256, attestation "none", discoverable credentials)
 * for unit tests of the passkey routes: it answers the options the server sends the way a
 * browser and its authenticator would, so the server's real checks run on real signatures.
 */
export class SoftAuthenticator {
  private readonly credentials: HeldCredential[] = [];

  constructor(readonly origin: string) {}

  /** The answer to registration options (`startRegistration`): a new credential. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tweaks: CeremonyTweaks = {},
  ): RegistrationResponseJSON {
    const { privateKey, x, y } = newP256Key();
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(x)],
        [-3, new Uint8Array(y)],
      ]),
    );
    const id = randomBytes(32);
    const rpId = options.rp.id ?? '';
    const held = { id, privateKey, userHandle: options.user.id, rpId, counter: 0 };
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      this.authDataHead(tweaks.rpId ?? rpId, tweaks, AT, tweaks.counter ?? 0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(coseKey),
    ]);
    const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    this.credentials.push(held);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, tweaks),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /**
   * The answer to sign-in options (`startAuthentication`), signed by the credential held for
   * the options' relying party (the latest, or the one with `credentialId`).
   */
  signIn(
    options: PublicKeyCredentialRequestOptionsJSON,
    tweaks: CeremonyTweaks & { credentialId?: string } = {},
  ): AuthenticationResponseJSON {
    const held = this.credentials
      .filter((c) => c.rpId === options.rpId)
      .filter((c) => tweaks.credentialId === undefined || b64url(c.id) === tweaks.credentialId)
      .at(-1);
    if (!held) throw new Error(`the soft authenticator holds no passkey for ${options.rpId}`);
    held.counter = tweaks.counter ?? held.counter + 1;
    const authData = this.authDataHead(tweaks.rpId ?? held.rpId, tweaks, 0, held.counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, tweaks);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: b64url(held.id),
      rawId: b64url(held.id),
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, held.privateKey)),
        userHandle: held.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  private authDataHead(rpId: string, tweaks: CeremonyTweaks, extra: number, counter: number) {
    const flags = UP | (tweaks.userVerified === false ? 0 : UV) | extra;
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), counterBytes]);
  }

  private clientData(type: string, challenge: string, tweaks: CeremonyTweaks): string {
    const data = {
      type: tweaks.type ?? type,
      challenge,
      origin: tweaks.origin ?? this.origin,
      crossOrigin: false,
    };
    return Buffer.from(JSON.stringify(data)).toString('base64url');
  }
}
