import { type EuroRate, UNPACED, unreadableRateFile, type WorkPacer } from '@subtrack/domain';

/** Elements read between two looks at the pacer. */
const SLICE_ELEMENTS = 500;

// Every <Cube ...> element, with its attributes; the ECB writes them in single quotes.
const CUBE = /<Cube\b([^>]*?)\/?>/g;
const ATTRIBUTE = /(\w+)\s*=\s*(['"])(.*?)\2/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function attributesOf(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1]!, match[3]!]));
}

/**
 * The euro reference rates of the European Central Bank's XML files as they are:
 * `eurofxref-daily.xml` (a `gesmes:Envelope` holding `<Cube time='2026-11-20'>` and inside it
 * one `<Cube currency='USD' rate='1.0856'/>` a currency), and the same shape with many days
 * (`eurofxref-hist.xml`, `eurofxref-hist-90d.xml`). Anything else, or a rate outside a day,
 * is `invalid_exchange_rate` saying what was found. Read in slices, pausing as `pacer` says.
 *
 * @example
 * await readEcbXml(await readFile('eurofxref-daily.xml', 'utf8')); // about 30 rates of one day
 */
export async function readEcbXml(text: string, pacer: WorkPacer = UNPACED): Promise<EuroRate[]> {
  if (!text.includes('<gesmes:Envelope') && !text.includes('<Cube')) {
    throw unreadableRateFile(
      "The XML is not the European Central Bank's rates (no gesmes:Envelope).",
    );
  }
  const rates: EuroRate[] = [];
  let date: string | null = null;
  let count = 0;
  for (const match of text.matchAll(CUBE)) {
    const attributes = attributesOf(match[1]!);
    const time = attributes.get('time');
    const currency = attributes.get('currency');
    const rate = attributes.get('rate');
    if (time !== undefined) {
      if (!ISO_DATE.test(time))
        throw unreadableRateFile(`The day "${time}" is not a date written YYYY-MM-DD.`);
      date = time;
    } else if (currency !== undefined || rate !== undefined) {
      if (date === null)
        throw unreadableRateFile('A rate stands outside any day (<Cube time=...>).');
      if (currency === undefined || !CURRENCY.test(currency)) {
        throw unreadableRateFile(`On ${date}: "${currency ?? ''}" is not a currency code.`);
      }
      if (rate === undefined || !DECIMAL.test(rate)) {
        throw unreadableRateFile(`On ${date}, ${currency}: "${rate ?? ''}" is not a rate.`);
      }
      rates.push({ date, currency, rate });
    }
    count += 1;
    if (count % SLICE_ELEMENTS === 0 && pacer.due()) await pacer.pause();
  }
  return rates;
}
