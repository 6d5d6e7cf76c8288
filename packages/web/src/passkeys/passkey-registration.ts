import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import {
  type ActiveWebSession,
  beginSignInChallenge,
  type Ports,
  SIGN_IN_CHALLENGE_MS,
  type VerifiedPasskey,
} from '@subtrack/domain';
import { takeAnsweredChallenge } from './passkey-response.js';
import type { RelyingParty } from './relying-party.js';

/** A relying party browsers accept passkeys for. */
export type UsableRelyingParty = Extract<RelyingParty, { usable: true }>;

/** The name browsers show for this site when they ask to make or use a passkey. */
export const RELYING_PARTY_NAME = 'subtrack';

/**
 * Begins adding a passkey for the member signed in: the options for the browser's
 * `startRegistration`, with a fresh challenge stored for this member (five minutes, one
 * use). A discoverable credential (so sign-in needs no email) with user verification
 * required; the member's passkeys are excluded, so one authenticator is not added twice.
 */
export async function passkeyRegistrationOptions(
  ports: Ports,
  rp: UsableRelyingParty,
  session: ActiveWebSession,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await ports.passkeys.listByMember(session.accountId, session.memberId);
  const options = await generateRegistrationOptions({
    rpName: RELYING_PARTY_NAME,
    rpID: rp.rpId,
    // The user handle the authenticator keeps: the member's id, never an email.
    userID: new TextEncoder().encode(session.memberId),
    userName: session.email ?? 'member',
    userDisplayName: session.email ?? '',
    timeout: SIGN_IN_CHALLENGE_MS.passkey_registration,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await beginSignInChallenge(ports, {
    kind: 'passkey_registration',
    key: options.challenge,
    accountId: session.accountId,
    memberId: session.memberId,
    payload: JSON.stringify({ rpId: rp.rpId }),
  });
  return options;
}

/**
 * Checks the browser's answer to {@link passkeyRegistrationOptions}: a challenge begun
 * by this very member, not used before and unexpired; made for this site's origin and
 * relying party; the person verified on the authenticator. Answers the passkey to store,
 * or null (nothing is stored; the challenge is used up either way).
 */
export async function verifyPasskeyRegistration(
  ports: Ports,
  rp: UsableRelyingParty,
  session: ActiveWebSession,
  responseText: string,
): Promise<VerifiedPasskey | null> {
  const taken = await takeAnsweredChallenge<RegistrationResponseJSON>(
    ports,
    'passkey_registration',
    responseText,
  );
  if (!taken) return null;
  const { challenge } = taken;
  if (challenge.accountId !== session.accountId || challenge.memberId !== session.memberId) {
    return null;
  }
  try {
    const verified = await verifyRegistrationResponse({
      response: taken.answer,
      expectedChallenge: taken.key,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpId,
      requireUserVerification: true,
    });
    if (!verified.verified) return null;
    const { credential } = verified.registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
    };
  } catch {
    // The library throws for every way an answer can be wrong (origin, relying party,
    // user verification, a malformed attestation): all of them are a refusal.
    return null;
  }
}
