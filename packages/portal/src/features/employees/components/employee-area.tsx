import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { useUser } from '../../../lib/use-session';
import { EmployeeForm } from './employee-form';
import { EmployeeList } from './employee-list';
import '../employees.css';

/**
 * The Add Employee container of spec §2: the heading, "+ New User" (hidden on the list route) and the
 * nested outlet: the list, the add form and the edit form. /dashboard/employee itself opens the list.
 */
export function EmployeeArea() {
  const user = useUser();
  const [location] = useLocation();
  // The owner's plan; a user without one gets the server's refusal, which says why.
  const userPlanId = user?.subscribed_plan?._id ?? '';
  const onList = location === paths.dashboardEmployeeList;

  return (
    <div className="page employee-page">
      <header className="page-header employee-header">
        <div>
          <h1 className="page-title">Employees</h1>
          <p className="page-lead">
            Your agents share your plan&apos;s seats: you add them, they set their own password.
          </p>
        </div>
        {!onList && (
          <Link
            href={paths.dashboardEmployeeNew}
            className="btn btn-primary btn-md"
            aria-current={location === paths.dashboardEmployeeNew ? 'page' : undefined}
          >
            + New User
          </Link>
        )}
      </header>
      <Switch>
        <Route path={paths.dashboardEmployee}>
          <Redirect to={paths.dashboardEmployeeList} replace />
        </Route>
        <Route path={paths.dashboardEmployeeList}>
          <EmployeeList userPlanId={userPlanId} />
        </Route>
        <Route path={paths.dashboardEmployeeNew}>
          <EmployeeForm key="new" userPlanId={userPlanId} />
        </Route>
        <Route path={`${paths.dashboardEmployeeEdit}/:id`}>
          {(params) => <EmployeeForm key={params.id} userPlanId={userPlanId} id={params.id} />}
        </Route>
        <Route>
          <p className="empty-state">
            This page does not exist. <Link href={paths.dashboardEmployeeList}>Back to your users</Link>
          </p>
        </Route>
      </Switch>
    </div>
  );
}
