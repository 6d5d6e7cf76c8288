/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { PushEndpointSummary } from '@subtrack/domain';
import type { FormErrors } from '../../components/form/index.js';
import { ErrorSummary } from '../../components/form/index.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../web-state.js';
import { PushEndpointSection } from './push-endpoint-section.js';
import { SettingsSection, type SettingsValues } from './settings-section.js';

/** Which section's form failed, with its messages. */
export interface SectionErrors {
  section: 'settings' | 'push';
  errors: FormErrors;
}

/** Everything the notifications screen shows. */
export interface NotificationsScreenProps {
  session: WebSession;
  notice: string | null;
  settings: SettingsValues;
  endpoint: PushEndpointSummary;
  pushUrl: string;
  failed?: SectionErrors;
}

/**
 * `/notifications` (D27): one section a form, each posting on its own, so a section (such
 * as the notification channels) can be added without touching the others.
 */
export function NotificationsScreen(props: NotificationsScreenProps) {
  const { session, failed } = props;
  const errorsOf = (section: SectionErrors['section']) =>
    failed?.section === section ? failed.errors : undefined;
  return (
    <Layout
      title={failed ? 'Error: Notifications' : 'Notifications'}
      session={session}
      notice={props.notice}
      current="/notifications"
    >
      <h1>Notifications</h1>
      <ErrorSummary errors={failed?.errors} />
      <SettingsSection
        csrfToken={session.csrfToken}
        values={props.settings}
        errors={errorsOf('settings')}
      />
      <PushEndpointSection
        csrfToken={session.csrfToken}
        endpoint={props.endpoint}
        pushUrl={props.pushUrl}
        errors={errorsOf('push')}
      />
    </Layout>
  );
}
