import { Link } from 'wouter';
import type { SeatSummary } from '@mentor/core';
import { paths } from '../../../config/paths';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Whether the plan has a seat for one more person (the owner and pending invitations count). */
export function hasFreeSeat(seats: SeatSummary): boolean {
  return seats.seats === null || seats.used < seats.seats;
}

/**
 * "7 of 10 seats used", with the pending invitations among them and who is Not Active (they hold no
 * seat). With a free seat it offers to add a user; when full, a link to a plan with more seats.
 */
export function SeatMeter({ seats }: { seats: SeatSummary }) {
  const free = hasFreeSeat(seats);
  const joined = seats.used - 1 - seats.pending;
  const who =
    seats.pending > 0
      ? `You, ${count(joined, 'employee')} and ${count(seats.pending, 'pending invitation')}`
      : `You and ${count(joined, 'employee')}`;
  const details = [who, seats.inactive > 0 ? `${count(seats.inactive, 'user')} Not Active (no seat)` : ''].filter(
    Boolean,
  );
  return (
    <section className={`seat-meter${free ? '' : ' is-full'}`} aria-label="Seats">
      <div className="seat-meter-text">
        <p className="seat-meter-count">
          {seats.seats === null
            ? `${count(seats.used, 'seat')} used (unlimited on ${seats.plan_name})`
            : `${seats.used} of ${seats.seats} seats used`}
        </p>
        <p className="seat-meter-details">{details.join(' · ')}</p>
      </div>
      {seats.seats !== null && (
        <meter
          className="seat-meter-bar"
          min={0}
          max={seats.seats}
          value={seats.used}
          aria-label={`${seats.used} of ${seats.seats} seats used`}
        />
      )}
      <div className="seat-meter-action">
        {free ? (
          <Link href={paths.dashboardEmployeeNew} className="btn btn-secondary btn-sm">
            Add a user
          </Link>
        ) : (
          <p className="seat-meter-full">
            All seats are taken.{' '}
            <Link href={paths.dashboardPlans} className="text-link">
              Upgrade for more seats
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}
