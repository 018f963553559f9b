import type { AllergenLegendEntry } from './allergens.js';
import { FB } from './fittedCss.js';

/** The allergens a board's meals name, with their names, under the meals. */
export function AllergenLegend(props: { title: string; legend: readonly AllergenLegendEntry[] }) {
  return (
    <p data-testid="menu-allergen-legend" className={FB.legend}>
      <strong>{props.title}: </strong>
      {props.legend.map((entry, index) => (
        <span key={entry.code}>
          {index > 0 ? ' · ' : ''}
          <strong>{entry.code}</strong> {entry.name}
        </span>
      ))}
    </p>
  );
}
