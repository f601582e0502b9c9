// The pager under the dashboard's lists: nothing for a single page; otherwise where the reader is,
// and the previous / next page, each disabled at its end.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from '../../../src/components/pager.tsx';

afterEach(cleanup);

describe('Pager', () => {
  it('shows nothing when everything fits on one page', () => {
    const { container } = render(<Pager page={1} pages={1} label="Paginile facturilor" onPage={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('names its navigation, says the page, and moves one page at a time within the ends', () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={1} pages={3} label="Paginile facturilor" onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Paginile facturilor' })).toBeTruthy();
    expect(screen.getByText('Pagina 1 din 3')).toBeTruthy();
    const previous = screen.getByRole('button', { name: 'Pagina anterioară' });
    const next = screen.getByRole('button', { name: 'Pagina următoare' });
    expect([previous.hasAttribute('disabled'), next.hasAttribute('disabled')]).toEqual([true, false]);
    fireEvent.click(next);
    expect(onPage).toHaveBeenLastCalledWith(2);
    rerender(<Pager page={3} pages={3} label="Paginile facturilor" onPage={onPage} />);
    expect(screen.getByText('Pagina 3 din 3')).toBeTruthy();
    expect([screen.getByRole('button', { name: 'Pagina anterioară' }).hasAttribute('disabled'), screen.getByRole('button', { name: 'Pagina următoare' }).hasAttribute('disabled')]).toEqual([false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Pagina anterioară' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
  });
});
