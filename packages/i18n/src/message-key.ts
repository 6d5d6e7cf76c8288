// The English catalog is the list of keys: a key it lacks fails the typecheck (`t('nav.typo')`).
// A type-only query: nothing of the file enters a bundle.
type English = typeof import('../catalogs/en.json', { with: { type: 'json' }});

/** A key of the message catalogs (`nav.subscriptions`, `error.notFound.heading`). */
export type MessageKey = keyof English;

/** The values of a message's ICU arguments (`{count}`, `{name}`). */
export type MessageValues = Readonly<Record<string, string | number | Date>>;
