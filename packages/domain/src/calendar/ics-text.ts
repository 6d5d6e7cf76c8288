/**
 * RFC 5545 3.3.11: in a TEXT value a backslash, semicolon and comma are escaped with a
 * backslash and a line break becomes `\n`.
 *
 * @example
 * escapeIcsText('Rent; flat, 2\nfloors'); // 'Rent\\; flat\\, 2\\nfloors'
 */
export function escapeIcsText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;
const utf8Length = (codePoint: string): number => Buffer.byteLength(codePoint, 'utf8');

/**
 * RFC 5545 3.1: a content line longer than 75 octets is folded: CRLF and one space are
 * inserted so that no line exceeds 75 octets. Folds fall between characters, never inside
 * a UTF-8 sequence (an emoji stays whole).
 *
 * @example
 * foldIcsLine('SUMMARY:' + 'x'.repeat(80)); // 'SUMMARY:xxx…x\r\n xxxxx…'
 */
export function foldIcsLine(line: string): string {
  // A UTF-16 code unit is at most 3 UTF-8 octets: most lines are short enough not to count.
  if (line.length * 3 <= MAX_LINE_OCTETS) return line;
  if (Buffer.byteLength(line, 'utf8') <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // A continuation line starts with a space, which counts toward its 75 octets.
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Joins content lines into an iCalendar body: each folded, each ended by CRLF. */
export function joinIcsLines(lines: readonly string[]): string {
  let body = '';
  for (const line of lines) body += `${foldIcsLine(line)}\r\n`;
  return body;
}
