// subtrack's only script. Pages work without it; it adds copy buttons and confirmations.
// data-copy="TEXT" on a button copies TEXT; data-confirm="QUESTION" on a form asks first.
// The words it writes come with the page, in its language (the layout's #script-texts); a
// name of its own, as classic scripts share one global scope.
const ENHANCE_TEXTS = JSON.parse(document.getElementById('script-texts')?.textContent || '{}')[
  'enhance.js'
];
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  event.preventDefault();
  const text = button.getAttribute('data-copy') || '';
  navigator.clipboard?.writeText(text).then(() => {
    const before = button.textContent;
    button.textContent = ENHANCE_TEXTS.copied;
    setTimeout(() => {
      button.textContent = before;
    }, 2000);
  });
});
document.addEventListener('submit', (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const question = form.getAttribute('data-confirm');
  if (question && !window.confirm(question)) event.preventDefault();
});
for (const button of document.querySelectorAll('[data-copy][hidden]')) button.hidden = false;

// Fields with data-max-chars="N" take at most N characters as the server counts them
// (D10: Unicode code points; maxlength would count UTF-16 units, an emoji as two, and cut
// an emoji sequence apart). Of text typed or pasted past the limit, only whole characters
// as people see them (grapheme clusters: a family emoji, a flag) that fit are kept, at
// the place they were inserted. Without this script the server's message says the same.
const graphemes = (text) =>
  typeof Intl.Segmenter === 'function'
    ? Array.from(
        new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
        (s) => s.segment,
      )
    : Array.from(text);
const codePoints = (text) => Array.from(text).length;
const isLow = (unit) => unit >= 0xdc00 && unit <= 0xdfff;
const accepted = new WeakMap();
const limitOf = (field) =>
  field instanceof HTMLInputElement && field.dataset.maxChars
    ? Number(field.dataset.maxChars)
    : null;
document.addEventListener('input', (event) => {
  const field = event.target;
  const max = limitOf(field);
  if (max === null || event.isComposing) return;
  const before = accepted.get(field) ?? field.defaultValue;
  const value = field.value;
  if (codePoints(value) <= max || codePoints(value) <= codePoints(before)) {
    accepted.set(field, value);
    return;
  }
  // What was there before stays; what was inserted between is cut to whole clusters.
  let start = 0;
  while (start < before.length && before[start] === value[start]) start += 1;
  if (start > 0 && isLow(value.charCodeAt(start))) start -= 1;
  let end = 0;
  while (
    end < Math.min(before.length, value.length) - start &&
    before[before.length - 1 - end] === value[value.length - 1 - end]
  )
    end += 1;
  if (end > 0 && isLow(value.charCodeAt(value.length - end))) end -= 1;
  const head = value.slice(0, start);
  const tail = value.slice(value.length - end);
  let room = max - codePoints(head) - codePoints(tail);
  let kept = '';
  for (const cluster of graphemes(value.slice(start, value.length - end))) {
    if (codePoints(cluster) > room) break;
    kept += cluster;
    room -= codePoints(cluster);
  }
  field.value = head + kept + tail;
  field.setSelectionRange(head.length + kept.length, head.length + kept.length);
  accepted.set(field, field.value);
});
document.addEventListener('compositionend', (event) => {
  if (limitOf(event.target) !== null)
    event.target.dispatchEvent(new Event('input', { bubbles: true }));
});

// The installable app (D54): the service worker at the root keeps the pages a member reads
// for offline. Asked again on every visit without the HTTP cache, so a new version of the
// app replaces the old one at the next visit. Registered once the page has loaded and the
// browser is idle: installing it fetches and keeps every asset, work the first paint of a
// phone on a busy CPU should not share.
if ('serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { updateViaCache: 'none' }).catch(() => {});
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 2000 })
      : setTimeout(register, 0);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

// Offline (or a kept page shown offline), a form says it needs a connection instead of
// failing. Signing out still goes: the service worker deletes the kept pages first.
const offline = () => !navigator.onLine || document.documentElement.hasAttribute('data-offline');
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !offline()) return;
    if (new URL(form.action, location.href).pathname === '/sign-out') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // At the top of the page, as an error summary is: some forms are hidden (a row's
    // buttons post through one shared form).
    const main = document.querySelector('main') || document.body;
    let note = main.querySelector('.form-offline');
    if (!note) {
      note = document.createElement('p');
      note.className = 'form-offline';
      note.setAttribute('role', 'alert');
      note.tabIndex = -1;
      const banner = main.querySelector('.offline-banner');
      if (banner) banner.after(note);
      else main.prepend(note);
    }
    note.textContent = ENHANCE_TEXTS.offline;
    note.focus();
  },
  true,
);
