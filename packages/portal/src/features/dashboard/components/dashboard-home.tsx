import { useLocation } from 'wouter';
import { PaymentConfirmation } from '../../../components/payment-confirmation';
import { Spinner } from '../../../components/ui/spinner';
import { useUser } from '../../../lib/use-session';
import { openCategoryChat } from '../hooks/open-category-chat';
import { useCategories } from '../hooks/use-categories';
import { CategoryCard } from './category-card';

/** The dashboard home: a greeting and the grid of category cards. */
export function DashboardHome() {
  const user = useUser();
  const [, navigate] = useLocation();
  const { categories, loading } = useCategories(user?._id ?? '');

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">Hello, {user?.name}</h1>
        <p className="page-lead">Pick an area to start a conversation with your mentor.</p>
      </header>
      <PaymentConfirmation />
      {loading ? (
        <Spinner label="Loading categories" />
      ) : (
        <div className="category-grid">
          {categories.map((category, index) => (
            <CategoryCard
              key={category._id}
              category={category}
              index={index}
              onExplore={() => {
                const { to, state } = openCategoryChat(category);
                navigate(to, { state });
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}
