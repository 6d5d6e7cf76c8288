/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';
import { useT } from '../../components/i18n-context.js';

/** What the feed part of `/data` shows. */
export interface CalendarFeedView {
  exists: boolean;
  /** The full address, only on the page right after it was made (shown once). */
  newUrl: string | null;
}

function NewFeedUrl(props: { url: string }) {
  const t = useT();
  return (
    <div class="new-key">
      <p>
        <strong>{t('data.feed.new.copyNow')}</strong> {t('data.feed.new.copyNow.why')}
      </p>
      <label for="feed-url">
        {t('data.feed.new.field')}
        <input id="feed-url" type="text" value={props.url} readOnly spellcheck={false} />
      </label>
      <button type="button" data-copy={props.url} hidden>
        {t('data.feed.new.copy')}
      </button>
    </div>
  );
}

/** The account's calendar feed: whether it exists, how to subscribe, create/rotate/revoke. */
export function CalendarFeedSection(props: { csrfToken: string; feed: CalendarFeedView }) {
  const t = useT();
  const { feed } = props;
  return (
    <section aria-labelledby="feed-title" class="panel">
      <h2 id="feed-title">{t('data.feed.heading')}</h2>
      <p>{t('data.feed.intro')}</p>
      {feed.newUrl ? <NewFeedUrl url={feed.newUrl} /> : null}
      <p>
        <strong>{feed.exists ? t('data.feed.exists') : t('data.feed.none')}</strong>
      </p>
      <p>{t('data.feed.howTo')}</p>
      {feed.exists ? (
        <div class="data-actions">
          <form method="post" action="/data/calendar-feed/rotate">
            <CsrfField token={props.csrfToken} />
            <button type="submit" class="secondary">
              {t('data.feed.rotate')}
            </button>
          </form>
          <form method="get" action="/data/calendar-feed/revoke">
            <button type="submit" class="secondary danger">
              {t('data.feed.revoke')}
            </button>
          </form>
        </div>
      ) : (
        <form method="post" action="/data/calendar-feed">
          <CsrfField token={props.csrfToken} />
          <button type="submit" class="secondary">
            {t('data.feed.create')}
          </button>
        </form>
      )}
    </section>
  );
}
