import type { Category } from '@mentor/core';
import { Button } from '../../../components/ui/button';

/** Spec §2: card backgrounds cycle through 6 fixed tints. */
export const CATEGORY_TINTS = 6;

/** A category: logo, title, description and Explore. */
export function CategoryCard({
  category,
  index,
  onExplore,
}: {
  category: Category;
  index: number;
  onExplore: () => void;
}) {
  return (
    <article className={`category-card tint-${index % CATEGORY_TINTS}`} aria-labelledby={`category-${category._id}`}>
      <img className="category-logo" src={category.logo} alt="" width="56" height="56" />
      <h2 id={`category-${category._id}`} className="category-title">
        {category.name}
      </h2>
      <p className="category-description">{category.description}</p>
      <Button variant="primary" onClick={onExplore} aria-label={`Explore ${category.name}`}>
        Explore
      </Button>
    </article>
  );
}
