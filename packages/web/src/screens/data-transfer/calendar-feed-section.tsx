/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CsrfField } from '../../components/csrf-field.js';

/** What the feed part of `/data` shows. */
export interface CalendarFeedView {
  exists: boolean;
  /** The full address, only on the page right after it was made (shown once). */
  newUrl: string | null;
}

function NewFeedUrl(props: { url: string }) {
  return (
    <div class="new-key">
      <p>
        <strong>Copy this address now. It will not be shown again:</strong> subtrack keeps only a
        fingerprint of it. If you lose it, rotate the link to get a new one.
      </p>
      <label for="feed-url">
        Calendar feed address
        <input id="feed-url" type="text" value={props.url} readOnly spellcheck={false} />
      </label>
      <button type="button" data-copy={props.url} hidden>
        Copy address
      </button>
    </div>
  );
}

/** The account's calendar feed: whether it exists, how to subscribe, create/rotate/revoke. */
export function CalendarFeedSection(props: { csrfToken: string; feed: CalendarFeedView }) {
  const { feed } = props;
  return (
    <section aria-labelledby="feed-title" class="panel">
      <h2 id="feed-title">Calendar feed</h2>
      <p>
        A private address your calendar app can subscribe to. It shows one all-day event for each
        renewal of your active subscriptions over the next 12 months and for each trial end, and the
        app keeps it up to date by itself.
      </p>
      {feed.newUrl ? <NewFeedUrl url={feed.newUrl} /> : null}
      <p>
        <strong>
          {feed.exists
            ? 'This account has a calendar feed link.'
            : 'This account has no calendar feed link.'}
        </strong>
      </p>
      <p>
        To subscribe, open your calendar app, choose to add a calendar from the internet (it may be
        called “Subscribe to calendar”, “From URL” or “New calendar subscription”) and paste the
        address. Anyone who has the address can see these events: if it got out, rotate the link;
        the old address then stops working.
      </p>
      {feed.exists ? (
        <div class="data-actions">
          <form method="post" action="/data/calendar-feed/rotate">
            <CsrfField token={props.csrfToken} />
            <button type="submit" class="secondary">
              Rotate feed link
            </button>
          </form>
          <form method="get" action="/data/calendar-feed/revoke">
            <button type="submit" class="secondary danger">
              Revoke feed link
            </button>
          </form>
        </div>
      ) : (
        <form method="post" action="/data/calendar-feed">
          <CsrfField token={props.csrfToken} />
          <button type="submit" class="secondary">
            Create feed link
          </button>
        </form>
      )}
    </section>
  );
}
