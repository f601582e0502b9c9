// Where the customer is in the return: four named steps, the current one marked aria-current.
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';

const t = roReturnPortal.steps;

export function StepIndicator({ current }: { current: number }) {
  return (
    <nav aria-label={t.label}>
      <ol className="return-steps">
        {t.names.map((name, i) => (
          <li key={name} className={i === current ? 'return-steps__step is-current' : i < current ? 'return-steps__step is-done' : 'return-steps__step'} aria-current={i === current ? 'step' : undefined}>
            <span className="return-steps__number" aria-hidden="true">
              {i + 1}
            </span>
            <span>
              <span className="visually-hidden">{t.current(i + 1, t.names.length)}: </span>
              {name}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
