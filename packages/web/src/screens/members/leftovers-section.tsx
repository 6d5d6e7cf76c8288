/** @jsxRuntime automatic */
/** @jsxImportSource preact */
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
  return (
    <>
      <LeftoverList title="These API keys stop working:" items={props.lists.keys} />
      <LeftoverList title="These invitation links stop working:" items={props.lists.invitations} />
    </>
  );
}
