/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/**
 * "Add subscription" as a real button that works without JavaScript: a GET form to the
 * create page (a link dressed as a button would be announced as a link).
 */
export function AddSubscriptionButton() {
  return (
    <form method="get" action="/subscriptions/new" class="primary-action">
      <button type="submit">Add subscription</button>
    </form>
  );
}
