/** @jsxRuntime automatic */
/** @jsxImportSource preact */

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
  const { link } = props;
  return (
    <section aria-labelledby="new-invitation-title" class="new-key">
      <h2 id="new-invitation-title">Your invitation link</h2>
      <p>
        <strong>
          Copy this link now and send it to the person you invite. It will not be shown again.
        </strong>{' '}
        It works once, until {link.expires}.
      </p>
      <label for="invitation-link">
        Invitation link ({link.roleLabel})
        <input id="invitation-link" type="text" value={link.url} readOnly spellcheck={false} />
      </label>
      <button type="button" data-copy={link.url} hidden>
        Copy link
      </button>
    </section>
  );
}
