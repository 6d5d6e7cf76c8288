/**
 * The installed app's colours: the header bar's (`--st-bar` in site.css) for the system's
 * title bar, and the page's background for the splash screen, light and dark.
 */
export const APP_COLOURS = {
  light: { theme: '#f6f8fa', background: '#ffffff' },
  dark: { theme: '#181c25', background: '#13171f' },
} as const;
