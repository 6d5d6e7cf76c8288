import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';

function collect(elements: MessageFormatElement[], into: Set<string>): Set<string> {
  for (const element of elements) {
    if (isArgumentElement(element)) into.add(`${element.value}`);
    else if (isNumberElement(element)) into.add(`${element.value}:number`);
    else if (isDateElement(element)) into.add(`${element.value}:date`);
    else if (isTimeElement(element)) into.add(`${element.value}:time`);
    else if (isPluralElement(element) || isSelectElement(element)) {
      const kind = isSelectElement(element) ? 'select' : 'plural';
      into.add(`${element.value}:${kind}`);
      for (const option of Object.values(element.options)) collect(option.value, into);
    } else if (isTagElement(element)) {
      into.add(`<${element.value}>`);
      collect(element.children, into);
    }
  }
  return into;
}

/**
 * The ICU arguments of a message, each with its kind (`count:plural`, `date:date`, `name`,
 * `<link>`), sorted: two languages' messages of one key must name the same ones.
 * Throws when the message is not valid ICU MessageFormat.
 */
export function messageArguments(message: string): string[] {
  return [...collect(parse(message), new Set())].sort();
}
