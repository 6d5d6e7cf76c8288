import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A solid colour of `width` x `height` in the given kind, made by sharp itself. */
export async function aSolidImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff',
  width: number,
  height: number,
  colour = '#e50914',
): Promise<Buffer> {
  const channels = format === 'jpeg' ? 3 : 4;
  return sharp({ create: { width, height, channels, background: colour } })
    .toFormat(format)
    .toBuffer();
}

/** A PNG chunk: length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// The IHDR chunk is the first after the signature: 4 + 4 + 13 + 4 bytes.
const AFTER_IHDR = SIGNATURE.length + 25;

/**
 * A real PNG carrying `secret` in every place a PNG keeps metadata: EXIF (written by sharp),
 * a `tEXt` and an `iTXt` chunk (written here, after the header).
 */
export async function aPngWithMetadata(secret: string): Promise<Buffer> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 4, background: '#1db954' },
  })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: secret, ImageDescription: secret } } })
    .toBuffer();
  const text = chunk('tEXt', Buffer.from(`Comment\0${secret}`, 'latin1'));
  const itxt = chunk('iTXt', Buffer.from(`Author\0\0\0\0\0${secret}`, 'utf8'));
  return Buffer.concat([png.subarray(0, AFTER_IHDR), text, itxt, png.subarray(AFTER_IHDR)]);
}

/**
 * A PNG whose header declares `width` x `height` pixels and that holds one row of them: a
 * small file that claims a large image.
 */
export function aPngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, adaptive filter, no interlace
  const firstRow = deflateSync(Buffer.alloc(1 + width * 4));
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', firstRow),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first `fraction` of a file, as a download cut short leaves it. */
export function truncated(file: Buffer, fraction = 0.6): Buffer {
  return file.subarray(0, Math.floor(file.length * fraction));
}

/** The RGBA pixel at (x, y) of an image. */
export async function pixelAt(image: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}
