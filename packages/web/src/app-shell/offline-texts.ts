import { LANGUAGES, translatorFor } from '@subtrack/i18n';

// Where the banner's message puts the time, which only the worker knows.
const TIME_PLACE = '\u0000';

/**
 * The words the service worker writes, in every language: it serves them all from one file,
 * offline, where it can ask no page for them. Each is the catalog's message, complete; the
 * banner's is the two parts around its time, which the worker puts between them.
 */
export function offlineTexts(): Record<string, Record<string, string | string[]>> {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const { t } = translatorFor(language);
      const title = t('scripts.offline.title');
      return [
        language,
        {
          banner: t('scripts.offline.banner', { time: TIME_PLACE }).split(TIME_PLACE),
          title,
          documentTitle: t('layout.documentTitle', { page: title }),
          signOut: t('scripts.offline.signOut'),
          formSent: t('scripts.offline.formSent'),
          notKept: t('scripts.offline.notKept'),
          dashboard: t('nav.dashboard'),
          subscriptions: t('nav.subscriptions'),
        },
      ];
    }),
  );
}
