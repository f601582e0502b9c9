// How to send a parcel back to a shop that has no return page here: an ordinary order from the
// customer's address to the shop's return address, through /comanda.
import { ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { roReturnPortal } from '../../i18n/ro-return-portal.ts';

const t = roReturnPortal.unlisted;

export function UnlistedShopHelp() {
  return (
    <Card as="section" className="return-portal__help" aria-labelledby="retur-nelistat">
      <h2 id="retur-nelistat" className="return-portal__subtitle">
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <ol className="return-portal__steps-list">
        {t.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="return-portal__muted">{t.note}</p>
      <ButtonLink to="/comanda">{t.action}</ButtonLink>
    </Card>
  );
}
