/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageKey, MessageValues } from '@subtrack/i18n';
import type { ComponentChildren } from 'preact';
import { useT } from './i18n-context.js';

// Private-use characters around a part's number: no catalog text holds them.
const OPEN = '\u{E000}';
const CLOSE = '\u{E001}';
const PART = new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'u');

/**
 * One catalog message with elements in it (`<code>`, a link), so a sentence stays whole in
 * every language while its parts keep their markup: the message names each part as an
 * argument (`Send it as {header} to {path}.`), and `parts` gives the element for each.
 *
 * @example <MessageParts message="keys.new.howToSend" parts={{ path: <code>/api/v1</code> }} />
 */
export function MessageParts(props: {
  message: MessageKey;
  parts: Readonly<Record<string, ComponentChildren>>;
  values?: MessageValues;
}) {
  const t = useT();
  const names = Object.keys(props.parts);
  const marks = Object.fromEntries(names.map((name, index) => [name, `${OPEN}${index}${CLOSE}`]));
  const pieces = t(props.message, { ...props.values, ...marks }).split(PART);
  // split() with one capture group alternates text and a part's number.
  return (
    <>
      {pieces.map((piece, index) =>
        index % 2 === 0 ? piece : props.parts[names[Number(piece)] ?? ''],
      )}
    </>
  );
}
