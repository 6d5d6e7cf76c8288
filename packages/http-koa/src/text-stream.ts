/**
 * A route's text body made in pieces (a calendar feed, an export file): the reply
 * writes each piece to the client as it takes it, pausing between pieces, so a large body
 * neither sits in memory whole nor holds the server's thread.
 *
 * @example
 * return { body: new TextStream(feed.chunks()), contentType: 'text/calendar; charset=utf-8' };
 */
export class TextStream {
  constructor(readonly chunks: Iterable<string> | AsyncIterable<string>) {}
}
