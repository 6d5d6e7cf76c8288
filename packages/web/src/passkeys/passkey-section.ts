import { listPasskeys } from '@subtrack/domain';
import type { Context } from 'koa';
import type { FormErrors } from '../components/form/form-errors.js';
import type { PasskeyAccountSectionProps } from '../components/passkey-account-section.js';
import type { OwnerPreferences } from '../format/owner-preferences.js';
import { ownerSessionOf } from '../middleware/load-session.js';
import type { WebState } from '../request-state.js';
import type { WebDeps } from '../web-deps.js';
import { relyingPartyOf } from './relying-party.js';

/** A refused "Add a passkey": what to say, and the name typed. */
export interface PasskeyFormState {
  errors: FormErrors;
  name: string;
}

/** What the account screen's passkey section shows for the member signed in. */
export async function passkeySection(
  ctx: Context,
  deps: WebDeps,
  preferences: Pick<OwnerPreferences, 'locale' | 'timeZone'>,
  form?: PasskeyFormState,
): Promise<PasskeyAccountSectionProps> {
  const { active } = ownerSessionOf(ctx);
  return {
    passkeys: await listPasskeys(deps.ports, active),
    offer: relyingPartyOf(ctx, deps.publicUrl),
    csrfToken: (ctx.state as WebState).session.csrfToken,
    locale: preferences.locale,
    timeZone: preferences.timeZone,
    ...(form ? { errors: form.errors, name: form.name } : {}),
  };
}
