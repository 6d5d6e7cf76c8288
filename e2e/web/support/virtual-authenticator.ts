import type { BrowserContext, Page } from 'playwright-core';

/**
 * A page with Chromium's virtual authenticator (DevTools protocol): a platform authenticator
 * with discoverable credentials that verifies its user, as a laptop with a fingerprint
 * reader would have.
 */
export async function pageWithAuthenticator(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return page;
}
