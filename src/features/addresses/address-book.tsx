// Dashboard "Agenda de adrese": tabs for the sender's (expediere), the recipients' (destinatari)
// and the billing addresses; each lists its addresses (the default first, marked), pages through
// them, and adds, edits, deletes (after a confirmation) or makes one the default. The form takes
// the list's place while open, so a phone screen shows one thing at a time.
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { Pager } from '../../components/pager.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { fillAddresses, roAddresses } from '../../i18n/ro-addresses.ts';
import type { AddressDto, AddressKind } from '../../shared/addresses.ts';
import { AddressCard, addressName } from './address-card.tsx';
import { AddressForm, type LocalityPicker } from './address-form.tsx';
import { deleteAddress, listAddresses, makeDefaultAddress, type AddressPage } from './addresses-api.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import './addresses.css';

const t = roAddresses;
const TABS: readonly AddressKind[] = ['shipping', 'delivery', 'billing'];

type ListState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; page: AddressPage };
/** What the last request answered, for which tab and page (a reload keeps showing the old answer). */
type Answer = { key: string; page: AddressPage | null };

export interface AddressBookProps {
  LocalityPicker: LocalityPicker;
}

export function AddressBook({ LocalityPicker }: AddressBookProps) {
  const [kind, setKind] = useState<AddressKind>('shipping');
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [editing, setEditing] = useState<{ address: AddressDto | null } | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<AddressDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusWhenPainted = useFocusWhenPainted();

  const key = `${kind}:${page}`;
  useEffect(() => {
    const controller = new AbortController();
    listAddresses(kind, page, controller.signal).then(
      (found) => {
        // A page emptied by a deletion: show the one before.
        if (found.data.length === 0 && page > 1) setPage(found.meta.last_page);
        else setAnswer({ key: `${kind}:${page}`, page: found });
      },
      (error: unknown) => {
        if ((error as Error)?.name !== 'AbortError') setAnswer({ key: `${kind}:${page}`, page: null });
      },
    );
    return () => controller.abort();
  }, [kind, page, reload]);
  const list: ListState = answer?.key !== key ? { status: 'loading' } : answer.page ? { status: 'ready', page: answer.page } : { status: 'failed' };

  const refresh = useCallback(() => setReload((n) => n + 1), []);

  const choose = (next: AddressKind) => {
    if (next === kind) return;
    setKind(next);
    setPage(1);
    setEditing(null);
    setNotice(null);
  };

  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.indexOf(kind);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: TABS.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = TABS[(to + TABS.length) % TABS.length]!;
    choose(next);
    tabs.current[TABS.indexOf(next)]?.focus();
  };

  const open = (address: AddressDto | null) => {
    setNotice(null);
    setEditing({ address });
    focusWhenPainted('adresa-formular-titlu');
  };

  const saved = (_address: AddressDto, created: boolean) => {
    setEditing(null);
    setNotice({ tone: 'success', text: created ? t.saved : t.updated });
    if (created) setPage(1);
    refresh();
    focusWhenPainted('adrese-panou');
  };

  const act = async (work: () => Promise<void>, success: string) => {
    setBusy(true);
    try {
      await work();
      setNotice({ tone: 'success', text: success });
      refresh();
    } catch (error) {
      setNotice({ tone: 'error', text: (error as Error)?.message || t.actionFailed });
    } finally {
      setBusy(false);
    }
  };

  const confirmDelete = async () => {
    const address = confirming;
    if (!address) return;
    await act(() => deleteAddress(address.id), t.deleted);
    setConfirming(null);
    focusWhenPainted('adrese-panou');
  };

  const ready = list.status === 'ready' ? list.page : null;

  return (
    <div className="address-book">
      <div className="address-tabs" role="tablist" aria-label={t.tabsLabel} onKeyDown={onTabKey}>
        {TABS.map((tab, i) => (
          <button
            key={tab}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`adrese-tab-${tab}`}
            aria-selected={tab === kind}
            aria-controls="adrese-panou"
            tabIndex={tab === kind ? 0 : -1}
            className={tab === kind ? 'address-tabs__tab is-active' : 'address-tabs__tab'}
            onClick={() => choose(tab)}
          >
            {t.tabs[tab]}
          </button>
        ))}
      </div>
      <section id="adrese-panou" role="tabpanel" aria-labelledby={`adrese-tab-${kind}`} tabIndex={-1} className="address-panel">
        <p className="address-panel__hint">{t.tabHints[kind]}</p>
        {notice ? (
          <Notice tone={notice.tone}>
            <p>{notice.text}</p>
          </Notice>
        ) : null}
        {editing ? (
          <AddressForm key={editing.address?.id ?? 'nou'} kind={kind} address={editing.address} LocalityPicker={LocalityPicker} onSaved={saved} onCancel={() => setEditing(null)} />
        ) : (
          <>
            {list.status === 'loading' ? (
              <div aria-busy="true" aria-label={t.loading}>
                <Skeleton lines={3} height="6rem" />
              </div>
            ) : null}
            {list.status === 'failed' ? (
              <Notice tone="error" action={<Button variant="secondary" onClick={refresh}>{t.retry}</Button>}>
                <p>{t.loadFailed}</p>
              </Notice>
            ) : null}
            {ready && ready.data.length === 0 ? (
              <EmptyState title={t.empty[kind].title} action={<Button onClick={() => open(null)}>{t.add[kind]}</Button>}>
                <p>{t.empty[kind].text}</p>
              </EmptyState>
            ) : null}
            {ready && ready.data.length > 0 ? (
              <>
                <Button onClick={() => open(null)} className="address-panel__add">
                  {t.add[kind]}
                </Button>
                <ul className="address-list">
                  {ready.data.map((address) => (
                    <AddressCard
                      key={address.id}
                      address={address}
                      busy={busy}
                      onEdit={() => open(address)}
                      onMakeDefault={() => void act(() => makeDefaultAddress(address.id).then(() => undefined), fillAddresses(t.madeDefault, { name: addressName(address) }))}
                      onDelete={() => setConfirming(address)}
                    />
                  ))}
                </ul>
                <Pager page={page} pages={ready.meta.last_page} label={t.pagination} onPage={setPage} />
              </>
            ) : null}
          </>
        )}
      </section>
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          text={fillAddresses(t.confirmText, { name: addressName(confirming) })}
          confirm={t.confirmDelete}
          cancel={t.cancel}
          busy={busy}
          onConfirm={() => void confirmDelete()}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
