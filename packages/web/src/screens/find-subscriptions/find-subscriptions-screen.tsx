/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import type { FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { Layout } from '../../components/layout.js';
import type { WebSession } from '../../request-state.js';
import type { FindingsView } from '../../view-models/find-subscriptions-view.js';
import { MatchCard } from './match-card.js';
import { StatementForm } from './statement-form.js';
import { SuggestionCard } from './suggestion-card.js';

/** Props of {@link FindSubscriptionsScreen}. */
export interface FindSubscriptionsProps {
  session: WebSession;
  notice: string | null;
  /** The member's kept findings; null shows the upload form. */
  findings: FindingsView | null;
  errors?: FormErrors;
}

function Alerts(props: { findings: FindingsView }) {
  const t = useT();
  if (props.findings.alerts.length === 0) return null;
  return (
    <section aria-labelledby="alerts-title" class="panel finding-alerts">
      <h2 id="alerts-title">{t('find.alerts.heading')}</h2>
      <ul>
        {props.findings.alerts.map((alert, index) => (
          <li key={`${alert.href}:${index}`}>
            <a href={alert.href}>{isolateBidi(alert.name)}</a>: {alert.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Findings(props: { findings: FindingsView; csrfToken: string }) {
  const { findings, csrfToken } = props;
  const t = useT();
  return (
    <>
      <p class="finding-source">
        {findings.summary} <span class="quiet">{t('find.kept')}</span>
      </p>
      <Alerts findings={findings} />
      <section aria-labelledby="suggestions-title">
        <h2 id="suggestions-title">{t('find.suggestions.heading')}</h2>
        {findings.suggestions.length === 0 ? (
          <p>{t('find.suggestions.none')}</p>
        ) : (
          <div class="findings">
            {findings.suggestions.map((card) => (
              <SuggestionCard key={card.index} card={card} csrfToken={csrfToken} />
            ))}
          </div>
        )}
      </section>
      {findings.matches.length === 0 ? null : (
        <section aria-labelledby="matches-title">
          <h2 id="matches-title">{t('find.matches.heading')}</h2>
          <div class="findings">
            {findings.matches.map((card) => (
              <MatchCard key={card.index} card={card} csrfToken={csrfToken} />
            ))}
          </div>
        </section>
      )}
      <form method="post" action="/find-subscriptions/clear">
        <CsrfField token={csrfToken} />
        <button type="submit" class="secondary">
          {t('find.startAgain')}
        </button>
      </form>
    </>
  );
}

/**
 * "Find subscriptions": the upload of a bank export, then what it shows (alerts
 * first, the subscriptions not tracked yet, the tracked ones found), one action each.
 */
export function FindSubscriptionsScreen(props: FindSubscriptionsProps) {
  const { session, findings } = props;
  const t = useT();
  const heading = t('find.heading');
  return (
    <Layout
      title={props.errors ? t('settings.errorTitle', { page: heading }) : heading}
      session={session}
      notice={props.notice}
      current="/subscriptions"
    >
      <p class="back-link">
        <a href="/subscriptions">{t('find.backToSubscriptions')}</a>
      </p>
      <h1>{heading}</h1>
      {findings ? (
        <Findings findings={findings} csrfToken={session.csrfToken} />
      ) : (
        <>
          <p class="lede">{t('find.lede')}</p>
          <StatementForm csrfToken={session.csrfToken} errors={props.errors} />
        </>
      )}
    </Layout>
  );
}
