// Passkeys on the sign-in and account pages. webauthn.js (@simplewebauthn/browser, loaded
// just before this file) talks to the authenticator. A form with data-passkey="sign-in" or
// "register" is hidden until this script runs: without JavaScript it stays hidden and its
// note (data-passkey-note) says so. Pressing its button asks the server for options (a
// POST of the form to data-passkey-options), lets the authenticator answer them, puts the
// answer in the form's "response" field and sends the form itself, so the server answers
// with a page as usual.
const webAuthn = window.SimpleWebAuthnBrowser;

// The words it writes come with the page, in its language (the layout's #script-texts); a
// name of its own, as classic scripts share one global scope.
const PASSKEY_TEXTS = JSON.parse(document.getElementById('script-texts')?.textContent || '{}')[
  'passkeys.js'
];
const REFUSALS = {
  NotAllowedError: PASSKEY_TEXTS.cancelled,
  AbortError: PASSKEY_TEXTS.cancelled,
  InvalidStateError: PASSKEY_TEXTS.alreadyHere,
  SecurityError: PASSKEY_TEXTS.refusedAddress,
  NotSupportedError: PASSKEY_TEXTS.unsupportedKind,
};

function say(form, text) {
  const status = form.querySelector('[data-passkey-status]');
  if (status) status.textContent = text;
}

// The server's refusal of the options request in the page's words: by its status, or the
// name the account screen's form gave (the one field the server checks before asking).
async function refusalOf(answer) {
  if (answer.status === 429) return PASSKEY_TEXTS.tooMany;
  if (answer.status === 403) return PASSKEY_TEXTS.outOfDate;
  try {
    const body = await answer.json();
    if (body?.error?.field === 'name') return PASSKEY_TEXTS.badName;
  } catch {
    // Not JSON: the generic message below.
  }
  return PASSKEY_TEXTS.failed;
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
  say(form, PASSKEY_TEXTS.prompt);
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
        say(form, REFUSALS[error?.name] ?? REFUSALS[error?.cause?.name] ?? PASSKEY_TEXTS.cancelled);
      })
      .finally(() => {
        busy = false;
      });
  });
}
