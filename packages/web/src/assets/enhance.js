// subtrack's only script. Pages work without it; it adds copy buttons and confirmations.
// data-copy="TEXT" on a button copies TEXT; data-confirm="QUESTION" on a form asks first.
document.addEventListener('click', (event) => {
  const button = event.target instanceof Element ? event.target.closest('[data-copy]') : null;
  if (!button) return;
  event.preventDefault();
  const text = button.getAttribute('data-copy') || '';
  navigator.clipboard?.writeText(text).then(() => {
    const before = button.textContent;
    button.textContent = 'Copied';
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
