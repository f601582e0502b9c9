// The return on a shop's page, one step at a time: find the order, "Retrage-te din contract" (the
// details, answered by the statement), "Confirm retragerea", then the acknowledgement. Each step's
// heading takes focus when it appears; going back keeps what was typed. After confirming, the
// photos chosen are sent with the request's signed link.
// What was typed is kept as a draft of the shop's page (return-draft.ts): a reload comes back to the
// details step with the order found, the items, the drop-off choice and the contact (not the IBAN
// nor the photos); filing the request deletes it.
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/button.tsx';
import { Notice } from '../../components/notice.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';
import { useFocusWhenPainted } from '../../lib/use-focus-when-painted.ts';
import { OrderFinder } from './order-finder.tsx';
import { ReturnAcknowledgement, type PhotoOutcome } from './return-acknowledgement.tsx';
import { ReturnDetailsForm } from './return-details-form.tsx';
import { initialValues, type ChosenOrder, type ReturnValues } from './return-form-state.ts';
import { uploadReturnPhoto, type FiledReturn, type ReturnShopPage, type WithdrawalStatement } from './return-portal-api.ts';
import { StatementReview } from './statement-review.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { draftOf, valuesOf, type ReturnDraft } from './return-draft.ts';
import { useReturnDraft } from './use-return-draft.ts';

type Step = { at: 'find' } | { at: 'details' } | { at: 'confirm'; statement: WithdrawalStatement } | { at: 'done'; filed: FiledReturn };
const HEADINGS = { find: 'retur-pas-comanda', details: 'retur-pas-retragere', confirm: 'retur-pas-confirmare', done: 'retur-pas-gata' } as const;
const INDEX = { find: 0, details: 1, confirm: 2, done: 3 } as const;

async function sendPhotos(filed: FiledReturn, files: readonly File[]): Promise<PhotoOutcome> {
  const outcome: PhotoOutcome = { sent: 0, failed: [] };
  for (const file of files) {
    try {
      await uploadReturnPhoto(filed.return.id, filed.access_token, file);
      outcome.sent += 1;
    } catch (error) {
      outcome.failed.push(`${file.name}: ${(error as Error).message}`);
    }
  }
  return outcome;
}

export function ReturnFlow({ shop }: { shop: ReturnShopPage }) {
  const [step, setStep] = useState<Step>({ at: 'find' });
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [order, setOrder] = useState<ChosenOrder | null>(null);
  const [values, setValues] = useState<ReturnValues | null>(null);
  const [photos, setPhotos] = useState<PhotoOutcome | null>(null);
  const focus = useFocusWhenPainted();
  const [moved, setMoved] = useState(false);
  const [restored, setRestored] = useState(false);
  // The saved draft, once read: back to the details with what was typed.
  const restore = useCallback((saved: ReturnDraft) => {
    setOrder(saved.order);
    setValues(valuesOf(saved));
    setStartedAt(saved.startedAt);
    setStep({ at: 'details' });
    setRestored(true);
  }, []);
  const draft = useReturnDraft(shop.slug, restore);

  // Every change is saved (after a pause), until the request is filed.
  const { save } = draft;
  const filing = step.at === 'done';
  useEffect(() => {
    if (order && values && !filing) save(draftOf(order, values, startedAt));
  }, [order, values, startedAt, filing, save]);

  useEffect(() => {
    if (moved) focus(HEADINGS[step.at]);
  }, [step, moved, focus]);
  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const found = (chosen: ChosenOrder) => {
    setOrder(chosen);
    setValues(initialValues(shop, chosen));
    go({ at: 'details' });
  };
  const confirmed = (filed: FiledReturn) => {
    go({ at: 'done', filed });
    void draft.discard();
    if (values?.photos.length) void sendPhotos(filed, values.photos).then(setPhotos);
  };

  const startOver = () => {
    void draft.discard();
    setRestored(false);
    setOrder(null);
    setValues(null);
    setStartedAt(Date.now());
    go({ at: 'find' });
  };

  if (draft.load.status === 'loading') {
    return (
      <div aria-busy="true" aria-label={roReturnPortal.draft.loading}>
        <Skeleton lines={3} height="2.5rem" />
      </div>
    );
  }
  return (
    <div className="return-flow">
      <StepIndicator current={INDEX[step.at]} />
      {restored && step.at === 'details' ? (
        <Notice tone="info" action={<Button variant="secondary" onClick={startOver}>{roReturnPortal.draft.startOver}</Button>}>
          <p>{roReturnPortal.draft.restored}</p>
        </Notice>
      ) : null}
      {step.at === 'find' || !order || !values ? (
        <OrderFinder shop={shop} onFound={found} />
      ) : step.at === 'details' ? (
        <ReturnDetailsForm shop={shop} order={order} values={values} onChange={setValues} onStated={(statement) => go({ at: 'confirm', statement })} onBack={() => go({ at: 'find' })} startedAt={startedAt} />
      ) : step.at === 'confirm' ? (
        <StatementReview shop={shop} statement={step.statement} onConfirmed={confirmed} onEdit={() => go({ at: 'details' })} />
      ) : (
        <ReturnAcknowledgement filed={step.filed} email={values.contact.email} photos={photos} />
      )}
    </div>
  );
}
