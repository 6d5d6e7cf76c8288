import type { ReminderMessage } from '@subtrack/domain';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The email of a message: subject, plain text, and a simple HTML part saying the same. */
export function emailContent(message: ReminderMessage) {
  const list =
    message.type === 'reminder.digest'
      ? `<ul>${message.items.map((item) => `<li>${escapeHtml(item.text)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(message.body)}</p>`;
  return {
    subject: message.title,
    text: `${message.body}\n\n-- \nsubtrack\n`,
    html:
      `<!doctype html><html lang="${escapeHtml(message.language)}"><head><meta charset="utf-8">` +
      `<title>${escapeHtml(message.title)}</title></head><body>` +
      `<h1 style="font-size:1.2em">${escapeHtml(message.title)}</h1>${list}` +
      '<p style="color:#666">subtrack</p></body></html>',
  };
}
