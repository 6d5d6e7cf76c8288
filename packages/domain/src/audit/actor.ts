/**
 * The doors a write can come through, and `system` for what subtrack does by itself
 * as days pass (a subscription that reaches its end).
 */
export const ACTOR_TYPES = ['api_key', 'web', 'cli', 'system'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/**
 * Who made a write. `id` is the API key's public id, the web session's public id, or
 * null for the command line (it runs as whoever may open the database file) and for
 * subtrack itself. Never a secret.
 * A web write also names the member signed in to that session (`memberId`).
 */
export type Actor =
  | { type: 'api_key'; id: string }
  | { type: 'web'; id: string; memberId: string }
  | { type: 'cli'; id: null }
  | { type: 'system'; id: null };

/**
 * An actor as storage keeps it, in three columns (`memberId` only for `web`), and back: one
 * mapping for every adapter.
 *
 * @example actorFromColumns('web', 'session-1', 'member-1') // { type: 'web', id: 'session-1', memberId: 'member-1' }
 */
export function actorFromColumns(
  type: ActorType,
  id: string | null,
  memberId: string | null,
): Actor {
  return (type === 'web' ? { type, id, memberId } : { type, id }) as Actor;
}

/** The member column of an actor: its member for `web`, else null. */
export function actorMemberId(actor: Actor): string | null {
  return actor.type === 'web' ? actor.memberId : null;
}
