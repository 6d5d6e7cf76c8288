import type { WorkPacer } from '../ports/work-pacer.js';

/**
 * The pieces of a text made piece by piece (a calendar feed, an export file, a large
 * JSON answer or web page), pausing between pieces when the pacer says so. The caller
 * writes each piece to its response as the client takes it, so neither the whole text
 * nor the thread is ever held at once.
 *
 * @example
 * Readable.from(pacedChunks(renderIcsChunks(name, events), pacer));
 */
export async function* pacedChunks(
  chunks: Iterable<string> | AsyncIterable<string>,
  pacer: WorkPacer,
): AsyncGenerator<string, void, undefined> {
  for await (const chunk of chunks) {
    yield chunk;
    if (pacer.due()) await pacer.pause();
  }
}

/**
 * {@link pacedChunks} for a response body: a text of one piece answers that piece (a
 * server then sends it whole, with its length); a longer one answers its pieces, the first
 * two already made, to be written one by one as the client takes them.
 *
 * @example
 * const text = await pacedText(exportFileChunks(writer, data, 'csv'), pacer);
 * response.body = typeof text === 'string' ? text : Readable.from(text);
 */
export async function pacedText(
  chunks: Iterable<string> | AsyncIterable<string>,
  pacer: WorkPacer,
): Promise<string | AsyncIterable<string>> {
  const pieces = pacedChunks(chunks, pacer);
  const first = await pieces.next();
  if (first.done) return '';
  const second = await pieces.next();
  if (second.done) return first.value;
  return (async function* () {
    yield first.value;
    yield second.value;
    yield* pieces;
  })();
}
