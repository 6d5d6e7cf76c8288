/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../../components/i18n-context.js';

/** A new invitation link, shown once: subtrack keeps only a fingerprint of it. */
export interface NewInvitationLink {
  url: string;
  roleLabel: string;
  /** When the link stops working, in the owner's words. */
  expires: string;
}

/**
 * The invitation link just made, shown this once. The copy button is hidden until the
 * script shows it (without JavaScript the owner selects the text in the field).
 */
export function NewInvitationPanel(props: { link: NewInvitationLink }) {
  const t = useT();
  const { link } = props;
  return (
    <section aria-labelledby="new-invitation-title" class="new-key">
      <h2 id="new-invitation-title">{t('members.newLink.heading')}</h2>
      <p>
        <strong>{t('members.newLink.copyNow')}</strong>{' '}
        {t('members.newLink.expires', { expires: link.expires })}
      </p>
      <label for="invitation-link">
        {t('members.newLink.field', { role: link.roleLabel })}
        <input id="invitation-link" type="text" value={link.url} readOnly spellcheck={false} />
      </label>
      <button type="button" data-copy={link.url} hidden>
        {t('members.newLink.copy')}
      </button>
    </section>
  );
}
