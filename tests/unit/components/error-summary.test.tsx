// The error summary lists the errors in the order of their fields on the page, whatever order the
// checks found them in; an error whose field is not on the page comes last.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorSummary } from '../../../src/components/error-summary.tsx';

afterEach(cleanup);

describe('ErrorSummary', () => {
  it('lists the errors in the order of the fields in the form', () => {
    const items = [
      { id: 'card-number', label: 'Numărul cardului', message: 'Nu este valid.' },
      { id: 'lost', label: 'Altceva', message: 'Lipsește.' },
      { id: 'card-cvc', label: 'CVC', message: 'Are 3 cifre.' },
      { id: 'card-holder', label: 'Numele de pe card', message: 'Scrie-l.' },
      { id: 'name', label: 'Nume', message: 'Obligatoriu.' },
    ];
    const form = (shown: typeof items) => (
      <form>
        <ErrorSummary title="Verifică datele din formular:" items={shown} />
        <input id="name" />
        <fieldset>
          <input id="card-number" />
          <input id="card-holder" />
          <input id="card-cvc" />
        </fieldset>
      </form>
    );
    // As on a page: the form is there first, the errors come with a submit.
    const { rerender } = render(form([]));
    rerender(form(items));
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['#name', '#card-number', '#card-holder', '#card-cvc', '#lost']);
  });
});
