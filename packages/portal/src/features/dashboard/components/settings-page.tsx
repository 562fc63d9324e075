/** Settings: its heading (spec §2). The embed settings link joins it when /dashboard/embed exists. */
export function SettingsPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">Settings</h1>
      </header>
    </div>
  );
}
