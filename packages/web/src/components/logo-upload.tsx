/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { FileField, type FormErrors } from './form/index.js';
import { useT } from './i18n-context.js';

/** The name of the file input a logo is sent in, on the form and the subscription's page. */
export const LOGO_FIELD = 'logo';

/**
 * The file input for a subscription's logo (its form must be `multipart/form-data`, with
 * the CSRF field before it). Works without JavaScript; the browser offers image files.
 */
export function LogoUpload(props: { label: string; errors?: FormErrors | undefined }) {
  const t = useT();
  return (
    <FileField
      name={LOGO_FIELD}
      label={props.label}
      hint={t('logo.hint')}
      accept="image/png,image/jpeg,image/webp,image/gif,image/svg+xml"
      errors={props.errors}
    />
  );
}
