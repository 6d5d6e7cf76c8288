// "Reminders on this device" (D54): asks the browser for permission and a push subscription
// with the server's public key, then sends it in the account screen's form. Shown only where
// the browser can; elsewhere the page says why.
const form = document.getElementById('device-add');
// The words it writes come with the page, in its language (the layout's #script-texts); a
// name of its own, as classic scripts share one global scope.
const DEVICE_TEXTS = JSON.parse(document.getElementById('script-texts')?.textContent || '{}')[
  'devices.js'
];
const able =
  window.isSecureContext &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;
const note = document.getElementById('device-note');
if (form && able) {
  form.hidden = false;
  if (note) note.hidden = true;
} else if (note) {
  note.textContent = note.dataset.unsupported;
}

const keyBytes = (base64url) => {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
};

function showProblem(text) {
  let note = form.querySelector('.device-problem');
  if (!note) {
    note = document.createElement('p');
    note.className = 'device-problem';
    note.setAttribute('role', 'alert');
    form.prepend(note);
  }
  note.textContent = text;
}

async function subscribe() {
  if ((await Notification.requestPermission()) !== 'granted') {
    showProblem(DEVICE_TEXTS.blocked);
    return;
  }
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(form.dataset.key),
    }));
  const { endpoint, keys } = subscription.toJSON();
  form.elements.endpoint.value = endpoint;
  form.elements.p256dh.value = keys.p256dh;
  form.elements.auth.value = keys.auth;
  form.submit();
}

form?.addEventListener('submit', (event) => {
  event.preventDefault();
  subscribe().catch(() => showProblem(DEVICE_TEXTS.failed));
});
