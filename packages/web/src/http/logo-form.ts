import {
  type EncodedLogo,
  isDomainError,
  type LogoEncoder,
  MAX_LOGO_UPLOAD_BYTES,
} from '@subtrack/domain';
import type { MessageKey } from '@subtrack/i18n';
import type { Context } from 'koa';
import { type FormError, formErrorsFrom } from '../components/form/index.js';
import { LOGO_FIELD } from '../components/logo-upload.js';
import { type FormBody, readForm } from './form-body.js';
import { readUpload, UploadBodyError } from './upload-body.js';

/** A form that may carry a logo: its text fields, and the image re-encoded or why not. */
export interface FormWithLogo {
  form: FormBody;
  /** The logo chosen, re-encoded; null when none was chosen or it was refused. */
  logo: EncodedLogo | null;
  /** Why the chosen image cannot be the logo, shown beside the file input. */
  logoError: FormError | null;
}

// The subscription form sends about 20 text fields, none long.
const SUBSCRIPTION_FORM_FIELDS = { fields: 40, fieldSize: 4096 };

// A refusal the web writes itself has no English: the page says `key`.
const refused = (key: MessageKey): FormError => ({ field: LOGO_FIELD, message: key, key });

/**
 * Re-encodes an image chosen as a logo, as the API does (the original is never kept), or
 * says in words why it cannot be one. Run before any write, so a refused image changes
 * nothing.
 */
export async function encodeChosenLogo(
  encoder: LogoEncoder | undefined,
  bytes: Uint8Array,
): Promise<{ logo: EncodedLogo } | { error: FormError }> {
  if (bytes.length > MAX_LOGO_UPLOAD_BYTES) {
    return { error: refused('error.form.logoTooLarge') };
  }
  if (encoder === undefined) {
    return { error: refused('error.form.logoUnreadable') };
  }
  try {
    return { logo: await encoder.encode(bytes) };
  } catch (error) {
    if (isDomainError(error) && error.code === 'invalid_logo') {
      const [found] = formErrorsFrom(error);
      return { error: { ...found, field: LOGO_FIELD } as FormError };
    }
    throw error;
  }
}

/**
 * Reads a form that may carry a logo in its `logo` file input: `multipart/form-data` (its
 * CSRF token checked before the file is taken), or a plain form without one. A file over
 * 1 MiB is dropped unread and said so.
 */
export async function readFormWithLogo(
  ctx: Context,
  encoder: LogoEncoder | undefined,
): Promise<FormWithLogo> {
  if (!ctx.is('multipart/form-data'))
    return { form: await readForm(ctx), logo: null, logoError: null };
  let upload: Awaited<ReturnType<typeof readUpload>>;
  try {
    upload = await readUpload(ctx, LOGO_FIELD, MAX_LOGO_UPLOAD_BYTES, SUBSCRIPTION_FORM_FIELDS);
  } catch (error) {
    if (!(error instanceof UploadBodyError)) throw error;
    return { form: {}, logo: null, logoError: refused(error.key) };
  }
  const form = upload.fields;
  if (upload.tooLarge) {
    return {
      form,
      logo: null,
      logoError: refused('error.form.logoTooLarge'),
    };
  }
  // A file input left empty may still send an empty part.
  if (upload.file === null || upload.file.bytes.length === 0) {
    return { form, logo: null, logoError: null };
  }
  const encoded = await encodeChosenLogo(encoder, upload.file.bytes);
  return 'logo' in encoded
    ? { form, logo: encoded.logo, logoError: null }
    : { form, logo: null, logoError: encoded.error };
}
