/** @jsxRuntime automatic */
/** @jsxImportSource preact */
/** The export downloads (plain links: they work without JavaScript). */
export function ExportSection() {
  return (
    <section aria-labelledby="export-title" class="panel">
      <h2 id="export-title">Export</h2>
      <p>
        Download every subscription of this account, whatever its status. JSON keeps every detail
        and can be imported again; CSV opens in a spreadsheet.
      </p>
      <p class="data-actions">
        <a class="button secondary" href="/data/export?format=json" download>
          Export as JSON
        </a>{' '}
        <a class="button secondary" href="/data/export?format=csv" download>
          Export as CSV
        </a>
      </p>
    </section>
  );
}
