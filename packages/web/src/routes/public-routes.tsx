import type { RegisterRoutes } from '../web-state.js';

/** The pages that need no session: sign-in, sign-in links, sign-out. */
export const registerPublicRoutes: RegisterRoutes = (_router, _deps) => {};
