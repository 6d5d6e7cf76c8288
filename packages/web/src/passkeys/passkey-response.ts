import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import type { SignInChallengeRecord } from '@subtrack/domain';
import { type Ports, type SignInChallengeKind, takeSignInChallenge } from '@subtrack/domain';

/** What the browser's WebAuthn answer must look like before anything else is read. */
interface CredentialAnswer {
  id: string;
  rawId: string;
  type: string;
  response: { clientDataJSON: string } & Record<string, unknown>;
}

function isCredentialAnswer(value: unknown): value is CredentialAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  const response = answer['response'] as Record<string, unknown> | null | undefined;
  return (
    typeof answer['id'] === 'string' &&
    typeof answer['rawId'] === 'string' &&
    typeof answer['type'] === 'string' &&
    typeof response === 'object' &&
    response !== null &&
    typeof response['clientDataJSON'] === 'string'
  );
}

/** A browser's answer whose challenge this server issued (and has now used up). */
export interface ChallengedAnswer<T> {
  answer: T;
  challenge: SignInChallengeRecord;
  /** The challenge as the browser signed it (base64url), for the library's check. */
  key: string;
}

/**
 * Reads the `response` form field (the JSON of `startRegistration` or
 * `startAuthentication`) and takes the challenge its client data names: one use each, so
 * the same answer sent twice fails the second time, and a challenge of another kind (a
 * sign-in's for adding a passkey) or an expired one is refused. Null when the text is no
 * credential, or no such challenge is waiting. Taking it first means even an answer that
 * then fails its signature check has used up its challenge.
 */
export async function takeAnsweredChallenge<T>(
  ports: Ports,
  kind: SignInChallengeKind,
  responseText: string,
): Promise<ChallengedAnswer<T> | null> {
  let parsed: unknown;
  let key: string;
  try {
    parsed = JSON.parse(responseText);
    if (!isCredentialAnswer(parsed)) return null;
    key = decodeClientDataJSON(parsed.response.clientDataJSON).challenge;
  } catch {
    return null;
  }
  if (typeof key !== 'string' || key === '') return null;
  const challenge = await takeSignInChallenge(ports, { kind, key });
  return challenge ? { answer: parsed as T, challenge, key } : null;
}
