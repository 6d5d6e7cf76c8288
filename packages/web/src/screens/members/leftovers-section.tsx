/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { useT } from '../../components/i18n-context.js';
import type { LeftoverLists } from '../../view-models/leftover-lists.js';

function LeftoverList(props: { title: string; items: string[] }) {
  if (props.items.length === 0) return null;
  return (
    <>
      <p>{props.title}</p>
      <ul>
        {props.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * On a confirmation page, the API keys and invitation links the change ends, so the
 * owner sees them before confirming. Nothing when the member made none.
 */
export function LeftoversSection(props: { lists: LeftoverLists }) {
  const t = useT();
  return (
    <>
      <LeftoverList title={t('members.leftovers.keys')} items={props.lists.keys} />
      <LeftoverList title={t('members.leftovers.invitations')} items={props.lists.invitations} />
    </>
  );
}
