/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { ImportRowError } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import type { FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import { CalendarFeedSection, type CalendarFeedView } from './calendar-feed-section.js';
import { ExportSection } from './export-section.js';
import { FindSection } from './find-section.js';
import { ImportForm, type ImportFormValues } from './import-form.js';

/** Props of {@link DataTransferScreen}. */
export interface DataTransferProps {
  session: WebSession;
  notice: string | null;
  values: ImportFormValues;
  errors?: FormErrors;
  rowErrors?: readonly ImportRowError[];
  feed: CalendarFeedView;
}

/** `/data`: export downloads, the import form and the calendar feed. */
export function DataTransferScreen(props: DataTransferProps) {
  // D45: each section for the roles that may use it (the server checks every request).
  const t = useT();
  const { role } = props.session;
  const may = (method: string, path: string) => roleMay(role, method, path);
  return (
    <Layout title={t('nav.data')} session={props.session} notice={props.notice} current="/data">
      <h1>{t('nav.data')}</h1>
      {role === 'owner' ? null : (
        <p class="hint">
          {may('GET', '/data/export') ? t('data.ownersOnly') : t('data.ownersAndEditorsOnly')}
        </p>
      )}
      {may('GET', '/data/export') ? <ExportSection /> : null}
      {may('POST', '/data/import') ? (
        <ImportForm
          csrfToken={props.session.csrfToken}
          values={props.values}
          errors={props.errors}
          rowErrors={props.rowErrors}
        />
      ) : null}
      {may('GET', '/find-subscriptions') ? <FindSection /> : null}
      {may('POST', '/data/calendar-feed') ? (
        <CalendarFeedSection csrfToken={props.session.csrfToken} feed={props.feed} />
      ) : null}
    </Layout>
  );
}
