/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { roleMay } from '../../access/route-roles.js';
import type { FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
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
  const t = useT();
  const title = props.errors ? t('settings.errorTitle', { page: t('nav.keys') }) : t('nav.keys');
  // D45: every member sees the keys; only owners create and revoke them.
  const canManage = roleMay(props.session.role, 'POST', '/keys');
  return (
    <Layout title={title} session={props.session} notice={props.notice} current="/keys">
      <h1>{t('nav.keys')}</h1>
      <p>{t('keys.intro')}</p>
      {props.created ? <NewKeyPanel secret={props.created} /> : null}
      {canManage ? (
        <CreateKeyForm
          csrfToken={props.session.csrfToken}
          values={props.values}
          errors={props.errors}
        />
      ) : (
        <p class="hint">{t('keys.ownersOnly')}</p>
      )}
      <section aria-labelledby="key-list-title">
        <h2 id="key-list-title">{t('keys.list.heading')}</h2>
        <KeyTable rows={props.rows} canRevoke={canManage} />
      </section>
    </Layout>
  );
}
