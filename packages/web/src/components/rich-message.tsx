/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { MessageKey, MessageValues } from '@subtrack/i18n';
import { isValidElement, type VNode } from 'preact';
import { useT } from './i18n-context.js';

/** The values of a message whose arguments may be elements: a link, a `<strong>`, a `<time>`. */
export type RichValues = Readonly<Record<string, MessageValues[string] | VNode>>;

// Each element stands in the message as a private-use mark with its index, which no
// catalog text contains, so the sentence is said whole and the elements put back after.
const MARK = /\uE000(\d+)\uE001/;

/**
 * The page's `t` for sentences with elements inside: the catalog says the whole sentence,
 * in the order its language puts the words, and each element goes where its argument is.
 *
 * @example const rich = useRichT(); <p>{rich('dashboard.figures', { monthly: <strong>€9</strong>, yearly })}</p>
 */
export function useRichT(): (key: MessageKey, values: RichValues) => Array<string | VNode> {
  const t = useT();
  return (key, values) => {
    const elements: VNode[] = [];
    const plain: Record<string, MessageValues[string]> = {};
    for (const [name, value] of Object.entries(values)) {
      if (isValidElement(value)) {
        plain[name] = `\uE000${elements.length}\uE001`;
        elements.push(value);
      } else plain[name] = value as MessageValues[string];
    }
    const parts = t(key, plain).split(MARK);
    // split() with a group: texts at even places, element indexes at odd ones.
    return parts.map((part, index) => (index % 2 === 0 ? part : elements[Number(part)]!));
  };
}
