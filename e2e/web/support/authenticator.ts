import type { BrowserContext, Page } from 'playwright-core';

/**
 * A page with a virtual authenticator (Chromium's DevTools protocol), as a laptop with a
 * fingerprint reader would have: discoverable credentials, the user verified at once.
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
