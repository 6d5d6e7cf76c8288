/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/** The way from "Import and export" to "Find subscriptions" (a plain link). */
export function FindSection() {
  return (
    <section aria-labelledby="find-title" class="panel">
      <h2 id="find-title">Find subscriptions in a bank export</h2>
      <p>
        Upload the bookings your bank exports (CSV, OFX or CAMT.053) to see the subscriptions in
        them that you do not track yet, and what your tracked ones really cost. The file is not
        stored.
      </p>
      <p class="data-actions">
        <a class="button secondary" href="/find-subscriptions">
          Find subscriptions
        </a>
      </p>
    </section>
  );
}
