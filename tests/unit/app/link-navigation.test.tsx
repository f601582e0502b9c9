import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appLinkTarget, useLinkNavigation } from '../../../src/app/link-navigation.ts';
import { AppLink } from '../../../src/components/app-link.tsx';
import { setNavigator } from '../../../src/lib/navigation.ts';

afterEach(() => {
  cleanup();
  setNavigator(null);
});

function Page() {
  useLinkNavigation();
  return (
    <>
      <AppLink to="/tracking?awb=123#rezultat">Urmărire</AppLink>
      <AppLink to="/docs" target="_blank">
        Documentație
      </AppLink>
      <AppLink to="/ghid.pdf" download>
        Ghid
      </AppLink>
      <a href="/contact">Contact</a>
    </>
  );
}

describe('app links', () => {
  it('render as plain anchors with their href', () => {
    render(<AppLink to="/retur" className="x">Retur</AppLink>);
    const link = screen.getByRole('link', { name: 'Retur' });
    expect(link.getAttribute('href')).toBe('/retur');
    expect(link.className).toBe('x');
  });

  it('turn a plain click into a router navigation with the query and hash', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<Page />);
    const plain = fireEvent.click(screen.getByRole('link', { name: 'Urmărire' }));
    expect(plain).toBe(false); // default prevented: no full page load
    expect(navigate).toHaveBeenCalledWith('/tracking?awb=123#rezultat', undefined);
  });

  it('leave modifier clicks, other targets, downloads and ordinary anchors to the browser', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    render(<Page />);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Urmărire' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Urmărire' }), { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Documentație' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Ghid' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Contact' }))).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('ignores a link to another origin', () => {
    const anchor = document.createElement('a');
    anchor.href = 'https://exemplu.ro/x';
    anchor.setAttribute('data-app-link', '');
    document.body.append(anchor);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    Object.defineProperty(event, 'target', { value: anchor });
    expect(appLinkTarget(event)).toBeNull();
    anchor.remove();
  });
});
