/** The Mentor word mark: a shield with a spark, and the name. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <img src="/logo.svg" alt="" width="32" height="32" />
      {!compact && <span className="logo-name">Mentor</span>}
      {compact && <span className="visually-hidden">Mentor</span>}
    </span>
  );
}
