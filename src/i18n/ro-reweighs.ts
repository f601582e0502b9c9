/**
 * Re-weighing differences (issue #30): the dashboard's notice and the wallet's block that pays them.
 * Romanian with ș ț comma-below. Loaded with the dashboard.
 */
import { fill } from './fill.ts';

export const roReweighs = {
  title: 'Diferențe de recântărire de plătit',
  lead: 'Curierul a cântărit coletele de mai jos mai grele decât greutatea declarată. Diferența de preț, calculată cu tariful comenzii, se plătește înainte de următoarea comandă.',
  row: 'Comanda {number} (AWB {awb}): {declared} kg declarat, {measured} kg cântărit',
  total: 'Total de plată: {amount}',
  pay: 'Plătește din portofel',
  paying: 'Se plătește…',
  failed: 'Plata nu a putut fi făcută. Încearcă din nou.',
  /** Dashboard overview, while has_unpaid_reweights. */
  overviewTitle: 'Ai o diferență de recântărire neplătită',
  overview: 'Până o plătești, nu poți plasa comenzi noi. O plătești din portofel.',
  overviewLink: 'Mergi la Portofel',
} as const;

export const fillReweighs = fill;
