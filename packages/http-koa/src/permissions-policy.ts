/**
 * Issue 20: the browser features no page of subtrack uses are switched off for every
 * response (a script injected by some other flaw could not reach the camera, say). Passkeys
 * (WebAuthn) stay allowed for this origin, as sign-in with a passkey is planned;
 * `clipboard-write` stays allowed too (the web app's copy buttons). Only features Chromium
 * knows are named: an unknown name is a warning in every page's console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');
