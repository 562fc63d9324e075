import { Link } from 'wouter';
import { paths } from '../../../config/paths';

/** Settings: its heading (spec §2) and the way to the embed settings (DESIGN, "Small paths"). */
export function SettingsPage() {
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">Settings</h1>
      </header>
      <p>
        <Link href={paths.dashboardEmbed}>Embed settings</Link>: put Mentor in your CRM with one script tag.
      </p>
    </div>
  );
}
