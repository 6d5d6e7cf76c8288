import type { EncodedLogo } from '../logos/logo.js';
import { invalidLogo } from '../logos/logo-errors.js';
import { sniffLogoFormat } from '../logos/logo-format.js';
import type { LogoEncoder } from '../ports/logo-encoder.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Bytes that start like a PNG file, followed by `label`: an "image" the fake encoder takes.
 *
 * @example
 * await setLogo(ports, new FakeLogoEncoder(), ctx, id, aPngImage('netflix'));
 */
export function aPngImage(label = 'logo'): Uint8Array {
  return Uint8Array.from([...PNG_SIGNATURE, ...new TextEncoder().encode(label)]);
}

/**
 * A `LogoEncoder` for tests of the rules around logos, decoding nothing: it refuses what
 * `sniffLogoFormat` refuses (a URL, another kind of file), and any image whose bytes
 * contain the text `broken` (as a real encoder refuses a damaged one); otherwise it answers
 * a 256-pixel PNG whose bytes are `encoded:` and the input's. `calls` counts the images it
 * was given.
 */
export class FakeLogoEncoder implements LogoEncoder {
  calls = 0;

  async encode(image: Uint8Array): Promise<EncodedLogo> {
    this.calls += 1;
    const sniffed = sniffLogoFormat(image);
    if ('problem' in sniffed) throw invalidLogo(sniffed.problem);
    if (new TextDecoder().decode(image).includes('broken')) {
      throw invalidLogo('the image is damaged');
    }
    const prefix = new TextEncoder().encode('encoded:');
    return { contentType: 'image/png', bytes: Uint8Array.from([...prefix, ...image]), side: 256 };
  }
}
