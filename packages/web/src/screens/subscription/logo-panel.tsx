/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { isolateBidi, type SubscriptionResource } from '@subtrack/domain';
import type { Translate } from '@subtrack/i18n';
import { CsrfField } from '../../components/csrf-field.js';
import type { FormErrors } from '../../components/form/index.js';
import { useT } from '../../components/i18n-context.js';
import { LogoUpload } from '../../components/logo-upload.js';
import { SubscriptionMark } from '../../components/subscription-mark.js';
import { brandIconOf } from '../../view-models/brand-icons.js';

/** What the mark beside the name is now, in words. */
function markWords(s: SubscriptionResource, t: Translate): string {
  if (s.hasLogo) return t('logo.mark.uploaded');
  const brand = brandIconOf(s.name);
  if (brand) return t('logo.mark.brand', { brand: brand.title });
  return t('logo.mark.initials');
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
  const t = useT();
  const action = `/subscriptions/${s.id}/logo`;
  return (
    <section aria-labelledby="logo-heading" class="panel wide">
      <h2 id="logo-heading">{t('logo.heading')}</h2>
      <p class="named">
        <SubscriptionMark id={s.id} name={s.name} hasLogo={s.hasLogo} />
        <span>{markWords(s, t)}</span>
      </p>
      <form method="post" action={action} enctype="multipart/form-data" novalidate>
        <CsrfField token={csrfToken} />
        <LogoUpload label={t('logo.imageLabel')} errors={props.errors} />
        <button type="submit" class="secondary">
          {t('logo.upload')}
        </button>
      </form>
      {s.hasLogo ? (
        <form method="post" action={`${action}/remove`}>
          <CsrfField token={csrfToken} />
          <button
            type="submit"
            class="secondary"
            aria-label={t('logo.removeLabel', { name: isolateBidi(s.name) })}
          >
            {t('logo.remove')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
