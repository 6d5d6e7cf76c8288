/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/** The one-time notice left by a POST-redirect-GET ("Subscription saved"). */
export function Notice(props: { text: string | null | undefined }) {
  if (!props.text) return null;
  return (
    <p role="status" aria-live="polite">
      {props.text}
    </p>
  );
}
