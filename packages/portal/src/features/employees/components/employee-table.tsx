import { useEffect, useRef } from 'react';
import type { EmployeeRow } from '@mentor/core';
import { Avatar } from '../../../components/ui/avatar';
import { RowMenu, type RowAction } from './row-menu';

/** The spec shows this text in both columns: nothing stores a company or a role for an employee. */
const DB_PENDING = 'DB Pending';

/** An address that wraps after its @ on a narrow screen, rather than at any letter. */
function breakableEmail(email: string) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const INVITATION_BADGE = {
  pending: 'Invitation sent',
  expired: 'Invitation expired',
  none: 'No password yet',
} as const;

interface EmployeeTableProps {
  rows: EmployeeRow[];
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  actionsFor: (row: EmployeeRow) => RowAction[];
}

/**
 * The employee table of spec §2: select-all, Name (with avatar), Company, Role, Verified (Yes/No),
 * Status (Active/Not Active), and the row hover menu. On a phone each row becomes a card.
 */
export function EmployeeTable({ rows, onToggle, onToggleAll, actionsFor }: EmployeeTableProps) {
  const all = useRef<HTMLInputElement>(null);
  const checked = rows.filter((row) => row.is_checked).length;
  const allChecked = rows.length > 0 && checked === rows.length;

  useEffect(() => {
    if (all.current) all.current.indeterminate = checked > 0 && !allChecked;
  }, [checked, allChecked]);

  return (
    <div className="employee-table-wrap">
      <table className="employee-table">
        <thead>
          <tr>
            <th scope="col" className="employee-check">
              <input
                ref={all}
                type="checkbox"
                aria-label="Select all users"
                checked={allChecked}
                onChange={(event) => onToggleAll(event.target.checked)}
              />
            </th>
            <th scope="col">Name</th>
            <th scope="col">Company</th>
            <th scope="col">Role</th>
            <th scope="col">Verified</th>
            <th scope="col">Status</th>
            <th scope="col" className="employee-actions">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} className={row.is_checked ? 'is-checked' : undefined}>
              <td className="employee-check">
                <input
                  type="checkbox"
                  aria-label={`Select ${row.full_name}`}
                  checked={row.is_checked}
                  onChange={() => onToggle(row._id)}
                />
              </td>
              <td className="employee-name">
                <Avatar image={row.image_path} name={row.full_name} size={40} />
                <span className="employee-name-text">
                  <strong>{row.full_name}</strong>
                  <span className="employee-email">{breakableEmail(row.email)}</span>
                  {row.status && row.invitation_status && (
                    <span className={`badge badge-${row.invitation_status}`}>
                      {INVITATION_BADGE[row.invitation_status]}
                    </span>
                  )}
                </span>
              </td>
              <td data-label="Company">{DB_PENDING}</td>
              <td data-label="Role">{DB_PENDING}</td>
              <td data-label="Verified">{row.is_verified ? 'Yes' : 'No'}</td>
              <td data-label="Status">
                <span className={`status ${row.status ? 'is-active' : 'is-inactive'}`}>
                  {row.status ? 'Active' : 'Not Active'}
                </span>
              </td>
              <td className="employee-actions">
                <RowMenu name={row.full_name} actions={actionsFor(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
