// Passkeys on the sign-in and account pages. webauthn.js (@simplewebauthn/browser, loaded
// just before this file) talks to the authenticator. A form with data-passkey="sign-in" or
// "register" is hidden until this script runs: without JavaScript it stays hidden and its
// note (data-passkey-note) says so. Pressing its button asks the server for options (a
// POST of the form to data-passkey-options), lets the authenticator answer them, puts the
// answer in the form's "response" field and sends the form itself, so the server answers
// with a page as usual.
const webAuthn = window.SimpleWebAuthnBrowser;

const CANCELLED =
  'The passkey was not used: the request was cancelled or took too long. Try again.';
const REFUSALS = {
  NotAllowedError: CANCELLED,
  AbortError: CANCELLED,
  InvalidStateError: 'This device holds one of your passkeys already. Use another one.',
  SecurityError: 'This browser refuses passkeys for this address.',
  NotSupportedError: 'This device cannot make a passkey of a kind subtrack accepts.',
};

function say(form, text) {
  const status = form.querySelector('[data-passkey-status]');
  if (status) status.textContent = text;
}

// The server's refusal of the options request in words: its JSON message, or by status.
async function refusalOf(answer) {
  if (answer.status === 429) return 'Too many failed sign-ins from here. Try again later.';
  if (answer.status === 403) return 'The page is out of date. Reload it and try again.';
  try {
    const body = await answer.json();
    if (body?.error?.message) return body.error.message;
  } catch {
    // Not JSON: the generic message below.
  }
  return 'Something went wrong. Reload the page and try again.';
}

async function runCeremony(form) {
  const fields = new FormData(form);
  fields.delete('response');
  const answer = await fetch(form.dataset.passkeyOptions, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  if (!answer.ok) {
    say(form, await refusalOf(answer));
    return;
  }
  const optionsJSON = await answer.json();
  say(form, 'Follow your browser’s prompt to use your passkey.');
  const response =
    form.dataset.passkey === 'register'
      ? await webAuthn.startRegistration({ optionsJSON })
      : await webAuthn.startAuthentication({ optionsJSON });
  form.elements.namedItem('response').value = JSON.stringify(response);
  say(form, '');
  // The native submit: no second "submit" event, so this handler does not run again.
  HTMLFormElement.prototype.submit.call(form);
}

for (const form of document.querySelectorAll('form[data-passkey]')) {
  const note = document.querySelector(`[data-passkey-note="${form.id}"]`);
  if (!webAuthn?.browserSupportsWebAuthn()) {
    if (note) note.textContent = note.dataset.unsupported;
    continue;
  }
  if (note) note.hidden = true;
  form.hidden = false;
  let busy = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (busy) return;
    busy = true;
    say(form, '');
    runCeremony(form)
      .catch((error) => {
        say(form, REFUSALS[error?.name] ?? REFUSALS[error?.cause?.name] ?? CANCELLED);
      })
      .finally(() => {
        busy = false;
      });
  });
}
