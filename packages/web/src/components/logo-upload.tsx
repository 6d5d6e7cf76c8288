/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { FileField, type FormErrors } from './form/index.js';

/** The name of the file input a logo is sent in, on the form and the subscription's page. */
export const LOGO_FIELD = 'logo';

/**
 * The file input for a subscription's logo (its form must be `multipart/form-data`, with
 * the CSRF field before it). Works without JavaScript; the browser offers image files.
 */
export function LogoUpload(props: { label: string; errors?: FormErrors | undefined }) {
  return (
    <FileField
      name={LOGO_FIELD}
      label={props.label}
      hint="A PNG, JPEG, WebP, GIF or SVG file of at most 1 MiB. It is shown as a square beside the name."
      accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
      errors={props.errors}
    />
  );
}
