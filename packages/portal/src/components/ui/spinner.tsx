/** A loading indicator with a text for screen readers. */
export function Spinner({ label = 'Loading', size = 32 }: { label?: string; size?: number }) {
  return (
    <div className="spinner-wrap" role="status">
      <span className="spinner" style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

/** A full-area loading state for routes whose code is on its way. */
export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  );
}
