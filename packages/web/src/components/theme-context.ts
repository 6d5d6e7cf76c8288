import { createContext } from 'preact';
import type { Theme } from '../http/theme-cookie.js';

/** The theme of the page being rendered (`render` provides it from the request's cookie). */
export const ThemeContext = createContext<Theme>('system');
