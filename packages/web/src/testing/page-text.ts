/**
 * The text of an HTML page as a person reads it: tags made spaces, entities of `&`, `<`, `>`
 * and quotes decoded, runs of white space made one space. For assertions about what a
 * page says, whatever elements (badges, stacked amounts) carry the words.
 */
export function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
