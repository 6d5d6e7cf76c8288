import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import {
  beginSignInChallenge,
  findPasskeyForSignIn,
  type PasskeyRecord,
  type Ports,
  SIGN_IN_CHALLENGE_MS,
} from '@subtrack/domain';
import type { UsableRelyingParty } from './passkey-registration.js';
import { takeAnsweredChallenge } from './passkey-response.js';

/**
 * Begins a sign-in with a passkey: options for the browser's `startAuthentication`
 * with no credential list (the authenticator offers the discoverable passkeys it holds for
 * this site, so nobody types an email) and user verification required; the challenge is
 * stored for five minutes, one use.
 */
export async function passkeySignInOptions(
  ports: Ports,
  rp: UsableRelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.rpId,
    userVerification: 'required',
    timeout: SIGN_IN_CHALLENGE_MS.passkey_sign_in,
  });
  await beginSignInChallenge(ports, {
    kind: 'passkey_sign_in',
    key: options.challenge,
    accountId: null,
    memberId: null,
    payload: JSON.stringify({ rpId: rp.rpId }),
  });
  return options;
}

/** A sign-in answer whose signature checked out: the passkey and its new counter. */
export interface VerifiedPasskeySignIn {
  passkey: PasskeyRecord;
  counter: number;
}

/**
 * Checks the browser's answer to {@link passkeySignInOptions}: its challenge waiting
 * (not used before, unexpired, begun for a sign-in), a stored passkey of a member still
 * there, the user handle that member's, and a signature by that passkey over this site's
 * origin and relying party with the person verified. Null otherwise. The counter rule
 * (a cloned authenticator) is the domain's, in `completePasskeySignIn`.
 */
export async function verifyPasskeySignIn(
  ports: Ports,
  rp: UsableRelyingParty,
  responseText: string,
): Promise<VerifiedPasskeySignIn | null> {
  const taken = await takeAnsweredChallenge<AuthenticationResponseJSON>(
    ports,
    'passkey_sign_in',
    responseText,
  );
  if (!taken) return null;
  const passkey = await findPasskeyForSignIn(ports, taken.answer.id);
  if (!passkey) return null;
  const userHandle = taken.answer.response.userHandle;
  if (
    typeof userHandle === 'string' &&
    userHandle !== Buffer.from(passkey.memberId).toString('base64url')
  ) {
    return null;
  }
  try {
    const verified = await verifyAuthenticationResponse({
      response: taken.answer,
      expectedChallenge: taken.key,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return null;
    return { passkey, counter: verified.authenticationInfo.newCounter };
  } catch {
    // Every way the answer can be wrong (signature, origin, relying party, no user
    // verification, a counter that went back) is thrown: all of them are a refusal.
    return null;
  }
}
