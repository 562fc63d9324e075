import { useState } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { showAlert } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { chat, session } from '../../../lib/stores';
import { deleteAccount } from '../api/delete-account';
import { exportChats } from '../api/export-chats';

/** The chats as a JSON file the browser saves: mentor-chats-2026-11-24.json. */
export async function downloadChats(): Promise<void> {
  const { result } = await exportChats();
  const blob = new Blob([JSON.stringify(result, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `mentor-chats-${result.exported_on.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; it can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Export the chats, and delete the account with its password; afterwards the member is signed out. */
export function useAccountDeletion() {
  const [, navigate] = useLocation();
  const [exporting, setExporting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const exportNow = async () => {
    setExporting(true);
    setError(null);
    try {
      await downloadChats();
    } catch (failure) {
      const kind = classifyFailure(failure);
      setError(kind.kind === 'api' ? kind.error.message : 'Your chats could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  };

  const remove = async (password: string) => {
    setDeleting(true);
    setError(null);
    try {
      const { message } = await deleteAccount(password);
      session.clear();
      chat.reset();
      navigate(paths.root, { replace: true });
      await showAlert(message, 'Account deleted');
    } catch (failure) {
      const kind = classifyFailure(failure);
      setError(kind.kind === 'api' ? kind.error.message : 'Your account could not be deleted. Please try again.');
      setDeleting(false);
    }
  };

  return { exportNow, exporting, remove, deleting, error };
}
