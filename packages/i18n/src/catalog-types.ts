/** One language's messages: a flat object of key to ICU MessageFormat text. */
export type Catalog = Readonly<Record<string, string>>;
