// Home: the promise, the six carriers, how ordering works, and the two main ways in
// (ordering and tracking). Kept free of heavy imports: it is part of the first load of "/".
import { AppLink } from '../components/app-link.tsx';
import { ButtonLink } from '../components/button.tsx';
import { CalculatorSection } from '../features/shipping/calculator-section.tsx';
import { useCalculatorDefaults } from './use-calculator-defaults.ts';
import { CARRIERS, carrierPagePath } from '../shared/carriers.ts';
import './home.css';

const STEPS = [
  {
    title: 'Spui ce trimiți',
    text: 'Adresa de ridicare, destinatarul și coletul: greutate și dimensiuni, plic sau colet, cu ramburs dacă ai nevoie.',
  },
  {
    title: 'Alegi oferta potrivită',
    text: 'Vezi prețul final la fiecare curier, cu TVA inclus, și plătești cu cardul sau din portofelul Curiero.',
  },
  {
    title: 'Curierul vine la tine',
    text: 'Primești eticheta AWB pe loc, curierul ridică coletul, iar tu urmărești livrarea până la destinatar.',
  },
] as const;

const BENEFITS = [
  { title: 'Prețuri transparente', text: 'Prețul afișat este prețul plătit: bază, kilograme suplimentare, opțiuni și TVA, pe rând.' },
  { title: 'Lockere și domiciliu', text: 'Livrare la ușă sau la easybox, FANbox, DPD Box și alte lockere din toată țara.' },
  {
    title: 'Pentru firme și magazine',
    text: 'API public cu chei de test, webhook-uri la schimbarea statusului și ramburs virat în cont. Module gata făcute pentru platformele de magazin nu avem încă.',
  },
] as const;

export function Component() {
  const calculatorPreset = useCalculatorDefaults();
  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <p className="home-hero__kicker">Marketplace de curierat pentru toată România</p>
          <h1 tabIndex={-1}>Trimite colete cu cel mai bun curier, la cel mai bun preț</h1>
          <p className="home-hero__lead">
            Compari ofertele FAN Courier, Cargus, DPD, Sameday, GLS și Bookurier, comanzi ridicarea de acasă sau de la birou
            și urmărești coletul după AWB, totul într-un singur loc.
          </p>
          <div className="home-hero__actions">
            <ButtonLink to="/comanda" size="lg">
              Comandă un curier
            </ButtonLink>
            <ButtonLink to="/tracking" size="lg" variant="secondary">
              Urmărește un colet
            </ButtonLink>
          </div>
        </div>
      </section>

      <CalculatorSection preset={calculatorPreset} />

      <section className="container home-section" aria-labelledby="curieri">
        <h2 id="curieri">Șase curieri, o singură comandă</h2>
        <ul className="home-carriers">
          {CARRIERS.map((c) => (
            <li key={c.slug}>
              <AppLink className="home-carrier" to={carrierPagePath('order', c.slug)}>
                <span className="home-carrier__badge" aria-hidden="true">
                  {c.name.slice(0, 1)}
                </span>
                <span className="home-carrier__name">{c.name}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="container home-section" aria-labelledby="cum-functioneaza">
        <h2 id="cum-functioneaza">Cum funcționează</h2>
        <ol className="home-steps">
          {STEPS.map((step) => (
            <li key={step.title} className="home-step">
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container home-section" aria-labelledby="de-ce-curiero">
        <h2 id="de-ce-curiero">De ce Curiero</h2>
        <ul className="home-benefits">
          {BENEFITS.map((b) => (
            <li key={b.title}>
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
        <p className="home-more">
          <AppLink to="/calculator-tva">Calculator TVA</AppLink>
          <AppLink to="/servicii">Servicii și opțiuni</AppLink>
          <AppLink to="/business">Ofertă pentru firme</AppLink>
          <AppLink to="/servicii#api-si-integrari">API pentru magazine</AppLink>
        </p>
      </section>
    </>
  );
}
