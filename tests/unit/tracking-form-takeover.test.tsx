// AWBs typed into the prerendered /tracking page before the app loaded survive the takeover.
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { TrackingForm } from '../../src/features/tracking/tracking-form.tsx';

afterEach(cleanup);

function Harness() {
  const [text, setText] = useState('');
  return (
    <>
      <output>{text}</output>
      <TrackingForm text={text} onTextChange={setText} carrier="" onCarrierChange={() => undefined} onSubmit={() => undefined} onRefused={() => undefined} busy={false} error={null} />
    </>
  );
}

describe('tracking form takeover', () => {
  it('keeps what was typed before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const field = container.querySelector('textarea')!;
    field.value = '2150000012345';
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Harness />);
    });
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('2150000012345'));
    expect(field.value).toBe('2150000012345');
    act(() => root?.unmount());
    container.remove();
  });
});
