/** @jsxRuntime automatic */
/** @jsxImportSource preact */

import type { PushEndpointSummary } from '@subtrack/domain';
import { roleMay } from '../../access/route-roles.js';
import type { FormErrors } from '../../components/form/index.js';
import { ErrorSummary } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { ChannelRow } from '../../view-models/channel-rows.js';
import { ChannelsSection } from './channels-section.js';
import type { NewWebhookSecret } from './new-webhook-secret.js';
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
  /** The account's channels, in words. */
  channels: ChannelRow[];
  /** A webhook just added, with its signing secret shown this once; else null. */
  newWebhook: NewWebhookSecret | null;
  failed?: SectionErrors;
}

/**
 * `/notifications`: one section a form, each posting on its own: reminder
 * settings, the push endpoint (the default Bark channel) and the channels.
 */
export function NotificationsScreen(props: NotificationsScreenProps) {
  const t = useT();
  const { session, failed } = props;
  const heading = t('nav.notifications');
  const errorsOf = (section: SectionErrors['section']) =>
    failed?.section === section ? failed.errors : undefined;
  return (
    <Layout
      title={failed ? t('settings.errorTitle', { page: heading }) : heading}
      session={session}
      notice={props.notice}
      current="/notifications"
    >
      <h1>{heading}</h1>
      {roleMay(session.role, 'POST', '/notifications/settings') ? null : (
        <p class="hint">{t('notifications.readOnly')}</p>
      )}
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
      <ChannelsSection
        csrfToken={session.csrfToken}
        rows={props.channels}
        created={props.newWebhook}
      />
    </Layout>
  );
}
