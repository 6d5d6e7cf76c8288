/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { roleMay } from '../../access/route-roles.js';
import type { FormErrors } from '../../components/form/index.js';
import { Layout } from '../../components/layout.js';
import type { NewKeySecret } from '../../http/key-secret-flash.js';
import type { WebSession } from '../../request-state.js';
import type { KeyRow } from '../../view-models/key-rows.js';
import { CreateKeyForm, type CreateKeyValues } from './create-key-form.js';
import { KeyTable } from './key-table.js';
import { NewKeyPanel } from './new-key-panel.js';

/** Everything the API keys screen shows. */
export interface KeysScreenProps {
  session: WebSession;
  notice: string | null;
  rows: KeyRow[];
  /** The key just created, shown this once; null on any other visit. */
  created: NewKeySecret | null;
  values: CreateKeyValues;
  errors?: FormErrors;
}

/** `/keys`: the new key once, the create form, and the list with revoke buttons. */
export function KeysScreen(props: KeysScreenProps) {
  const title = props.errors ? 'Error: API keys' : 'API keys';
  // D45: every member sees the keys; only owners create and revoke them.
  const canManage = roleMay(props.session.role, 'POST', '/keys');
  return (
    <Layout title={title} session={props.session} notice={props.notice} current="/keys">
      <h1>API keys</h1>
      <p>
        A key lets a program use the subtrack API for your account. Read keys can only look; write
        keys can also change things. A key stops working when the member who made it is removed or
        is no longer an owner.
      </p>
      {props.created ? <NewKeyPanel secret={props.created} /> : null}
      {canManage ? (
        <CreateKeyForm
          csrfToken={props.session.csrfToken}
          values={props.values}
          errors={props.errors}
        />
      ) : (
        <p class="hint">Only owners of the account create and revoke keys.</p>
      )}
      <section aria-labelledby="key-list-title">
        <h2 id="key-list-title">Your keys</h2>
        <KeyTable rows={props.rows} canRevoke={canManage} />
      </section>
    </Layout>
  );
}
