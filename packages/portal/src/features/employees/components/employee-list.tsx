import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { NETWORK_ERROR } from '@mentor/core';
import type { EmployeeRow } from '@mentor/core';
import { Button } from '../../../components/ui/button';
import { SearchIcon, TrashIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { askConfirm } from '../../../lib/alerts';
import { classifyFailure } from '../../../lib/failure';
import { notify } from '../../../lib/notify';
import { deleteEmployees } from '../api/delete-employees';
import { resendInvitation } from '../api/resend-invitation';
import { setEmployeeStatus } from '../api/set-employee-status';
import { employeeAlert } from '../hooks/employee-alert';
import { filterRows } from '../hooks/search';
import { useTeam } from '../hooks/use-team';
import type { RowAction } from './row-menu';
import { EmployeeTable } from './employee-table';
import { SeatMeter } from './seat-meter';

/** The edit form's path for one employee; the row travels in the history state (spec §2). */
export function editPath(id: string): string {
  return `${paths.dashboardEmployeeEdit}/${id}`;
}

/** A refused action alerts the server's message (spec §8: delete failure); no answer at all, a toast. */
function alertFailure(error: unknown) {
  const failure = classifyFailure(error);
  if (failure.kind === 'api') void employeeAlert(failure.error.message);
  else notify('error', NETWORK_ERROR);
}

const plural = (n: number) => `${n} ${n === 1 ? 'user' : 'users'}`;

/**
 * /dashboard/employee/employee_list: the seat meter, a search by name and e-mail, the bulk delete
 * (with a confirmation) and the table. Every change reloads the list and the meter.
 */
export function EmployeeList({ userPlanId }: { userPlanId: string }) {
  const searchId = useId();
  const [, navigate] = useLocation();
  const [search, setSearch] = useState('');
  const [busy, setBusy] = useState(false);
  const { team, reload, retry, setRows } = useTeam(userPlanId);
  const visible = filterRows(team.rows, search);
  const selected = team.rows.filter((row) => row.is_checked);

  const run = async (action: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      const { message } = await action();
      notify('success', message);
      await reload();
    } catch (error) {
      alertFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async () => {
    const yes = await askConfirm({
      title: `Delete ${plural(selected.length)}?`,
      message:
        'Their seats are freed and they can no longer use your plan; they are signed out at once. Their own accounts and chat history stay theirs.',
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
    });
    if (yes) await run(() => deleteEmployees(selected.map((row) => row._id)));
  };

  const onStatus = async (row: EmployeeRow) => {
    if (row.status) {
      const yes = await askConfirm({
        title: `Deactivate ${row.full_name}?`,
        message:
          'They are signed out of the portal and the CRM widget at once and cannot log in until you activate them again. Their seat is freed.',
        confirmLabel: 'Deactivate',
        cancelLabel: 'Cancel',
      });
      if (!yes) return;
    }
    await run(() => setEmployeeStatus(row._id, !row.status));
  };

  const actionsFor = (row: EmployeeRow): RowAction[] => [
    { label: 'Edit', onSelect: () => navigate(editPath(row._id), { state: { employee: row } }) },
    row.status
      ? { label: 'Deactivate', onSelect: () => void onStatus(row), danger: true }
      : { label: 'Activate', onSelect: () => void onStatus(row) },
    ...(row.status && row.invitation_status
      ? [
          {
            label: row.invitation_status === 'none' ? 'Send invitation' : 'Resend invitation',
            onSelect: () => void run(() => resendInvitation(row._id)),
          },
        ]
      : []),
  ];

  if (team.status === 'loading') return <Spinner label="Loading your users" />;
  if (team.status === 'error') {
    return (
      <div className="empty-state" role="alert">
        <p>{team.error}: the users could not be loaded.</p>
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      </div>
    );
  }

  return (
    <section className="employee-list" aria-label="Users" aria-busy={busy || undefined}>
      {team.seats && <SeatMeter seats={team.seats} />}
      <div className="employee-toolbar">
        <div className="employee-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search users by name or e-mail
          </label>
          <SearchIcon />
          <input
            id={searchId}
            className="input"
            type="search"
            placeholder="Search by name or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {selected.length > 0 && <span className="employee-selected">{selected.length} selected</span>}
        <button
          type="button"
          className="icon-button employee-delete"
          aria-label="Delete selected users"
          title="Delete selected users"
          disabled={selected.length === 0 || busy}
          onClick={() => void onDelete()}
        >
          <TrashIcon />
        </button>
      </div>
      {team.refusal ? (
        <p className="empty-state" role="alert">
          {team.refusal}
        </p>
      ) : team.rows.length === 0 ? (
        <p className="empty-state">No users yet. Add your agents: each gets an e-mail to set a password.</p>
      ) : visible.length === 0 ? (
        <p className="empty-state">No user matches “{search.trim()}”.</p>
      ) : (
        <EmployeeTable
          rows={visible}
          onToggle={(id) =>
            setRows((rows) => rows.map((row) => (row._id === id ? { ...row, is_checked: !row.is_checked } : row)))
          }
          onToggleAll={(checked) => {
            const ids = new Set(visible.map((row) => row._id));
            setRows((rows) => rows.map((row) => (ids.has(row._id) ? { ...row, is_checked: checked } : row)));
          }}
          actionsFor={actionsFor}
        />
      )}
    </section>
  );
}
