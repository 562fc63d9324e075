import { Link } from 'wouter';
import { Avatar } from '../../../components/ui/avatar';
import { MenuIcon, SettingsIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';

/** The dashboard's top bar: menu button (phones), settings, and the avatar to the profile. */
export function TopBar({ menuOpen, onMenu }: { menuOpen: boolean; onMenu: () => void }) {
  const user = useUser();
  return (
    <header className="top-bar">
      <button
        type="button"
        className="icon-button top-bar-menu"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls="dashboard-sidebar"
        onClick={onMenu}
      >
        <MenuIcon />
      </button>
      <div className="top-bar-spacer" />
      <Link href={paths.dashboardSetting} className="icon-button" aria-label="Settings">
        <SettingsIcon />
      </Link>
      {/* The link's name holds its visible text (the user's name); on phones, where the name is
          hidden, "Your profile" still names it. The photo says nothing more. */}
      <Link href={paths.profile} className="top-bar-user">
        <span className="visually-hidden">Your profile: </span>
        <span className="top-bar-name">{user?.name}</span>
        <Avatar image={user?.image} name={user?.name ?? ''} size={36} decorative />
      </Link>
    </header>
  );
}
