/**
 * `@subtrack/logo-images`: the logo encoder of D53 on sharp (libvips), a driven adapter
 * behind the domain's `LogoEncoder` port: an owner's PNG, JPEG, WebP, GIF or SVG becomes a
 * square WebP of at most 256 pixels without metadata, decoded off the server's thread.
 */
export {
  createSharpLogoEncoder,
  DEFAULT_LOGO_ENCODER_LIMITS,
  type LogoEncoderLimits,
} from './sharp-logo-encoder.js';
