import { Suspense } from 'react';
import { Toaster } from 'sonner';
import { AlertHost } from '../components/ui/alert-host';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { PageSpinner } from '../components/ui/spinner';
import { AppRouter } from './router';

/** The app: error boundary, toasts (spec §9: bottom-right), alert dialogs and the routes. */
export function App() {
  return (
    <ErrorBoundary>
      <Suspense fallback={<PageSpinner />}>
        <AppRouter />
      </Suspense>
      <AlertHost />
      <Toaster position="bottom-right" richColors closeButton={false} toastOptions={{ className: 'toast' }} />
    </ErrorBoundary>
  );
}
