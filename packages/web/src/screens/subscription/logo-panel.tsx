/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import { CsrfField } from '../../components/csrf-field.js';
import type { FormErrors } from '../../components/form/index.js';
import { LogoUpload } from '../../components/logo-upload.js';
import { SubscriptionMark } from '../../components/subscription-mark.js';
import { brandIconOf } from '../../view-models/brand-icons.js';

/** What the mark beside the name is now, in words. */
function markWords(s: SubscriptionResource): string {
  if (s.hasLogo) return 'The logo you uploaded.';
  const brand = brandIconOf(s.name);
  if (brand) return `The ${brand.title} icon, until you upload a logo.`;
  return 'Its initials, until you upload a logo.';
}

/**
 * A subscription's logo on its page: the mark shown now, a file input to upload another
 * (a form that works without JavaScript) and, for an uploaded one, "Remove logo".
 */
export function LogoPanel(props: {
  s: SubscriptionResource;
  csrfToken: string;
  errors?: FormErrors | undefined;
}) {
  const { s, csrfToken } = props;
  const action = `/subscriptions/${s.id}/logo`;
  return (
    <section aria-labelledby="logo-heading" class="panel">
      <h2 id="logo-heading">Logo</h2>
      <p class="named">
        <SubscriptionMark id={s.id} name={s.name} hasLogo={s.hasLogo} />
        <span>{markWords(s)}</span>
      </p>
      <form method="post" action={action} enctype="multipart/form-data" novalidate>
        <CsrfField token={csrfToken} />
        <LogoUpload label="Logo image" errors={props.errors} />
        <button type="submit" class="secondary">
          Upload logo
        </button>
      </form>
      {s.hasLogo ? (
        <form method="post" action={`${action}/remove`}>
          <CsrfField token={csrfToken} />
          <button
            type="submit"
            class="secondary"
            aria-label={`Remove the logo of ${isolateBidi(s.name)}`}
          >
            Remove logo
          </button>
        </form>
      ) : null}
    </section>
  );
}
