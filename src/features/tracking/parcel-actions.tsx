// A slot in each found parcel's card for what another feature offers about that parcel (the page
// fills it: notifications from the push feature), so that tracking never imports another feature.
import { createContext, useContext, type ReactNode } from 'react';
import type { TrackingItem } from '../../shared/tracking.ts';

export type ParcelActionsRenderer = (item: TrackingItem) => ReactNode;

export const ParcelActionsContext = createContext<ParcelActionsRenderer | null>(null);

export function ParcelActions({ item }: { item: TrackingItem }) {
  const render = useContext(ParcelActionsContext);
  return render ? <>{render(item)}</> : null;
}
