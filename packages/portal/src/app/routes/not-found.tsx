import { Link } from 'wouter';
import { paths } from '../../config/paths';
import { useTitle } from '../../lib/use-title';

export default function NotFoundRoute() {
  useTitle('Page not found');
  return (
    <main className="error-screen">
      <h1>Page not found</h1>
      <p>There is nothing at this address.</p>
      <Link href={paths.root} className="btn btn-primary btn-md">
        Go to the home page
      </Link>
    </main>
  );
}
