/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/** The hidden CSRF field every POST form carries (checked centrally by the CSRF middleware). */
export function CsrfField(props: { token: string }) {
  return <input type="hidden" name="_csrf" value={props.token} />;
}
