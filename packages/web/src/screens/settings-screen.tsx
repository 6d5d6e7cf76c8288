/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../components/i18n-context.js';
import { Icon } from '../components/icon.js';
import { Layout } from '../components/layout.js';
import { SETTINGS_LINK, settingsLinksFor } from '../components/site-navigation.js';
import type { WebSession } from '../request-state.js';

/**
 * The settings page: every screen that is not a daily one, each a link with a line saying
 * what it holds, only those the member's role may open.
 */
export function SettingsScreen(props: { session: WebSession; notice: string | null }) {
  const t = useT();
  return (
    <Layout
      title={t('nav.settings')}
      session={props.session}
      notice={props.notice}
      current={SETTINGS_LINK.href}
    >
      <h1>{t('nav.settings')}</h1>
      <ul class="settings-list">
        {settingsLinksFor(props.session.role).map((link) => (
          <li key={link.href}>
            <a href={link.href}>
              <Icon name={link.icon} />
              <span>
                <span class="settings-title">{t(link.label)}</span>
                <span class="settings-description">{t(link.description)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Layout>
  );
}
