// What each placeholder screen will do and where to go next, until a later issue builds the
// real screen. Kept out of routes-data.ts so this copy loads with the placeholder page only.
import type { RouteParams } from './routes-data.ts';

export interface RouteLink {
  to: string;
  label: string;
}

export interface RouteDescription {
  description: string;
  link: RouteLink;
}

const ORDER: RouteLink = { to: '/comanda', label: 'Comandă un curier' };
const TRACKING: RouteLink = { to: '/tracking', label: 'Urmărește un colet' };
const DASHBOARD: RouteLink = { to: '/dashboard', label: 'Înapoi la contul meu' };
const HOME: RouteLink = { to: '/', label: 'Înapoi la prima pagină' };
const LOGIN: RouteLink = { to: '/autentificare', label: 'Mergi la autentificare' };

const STATIC: Record<string, [string, RouteLink]> = {
  '/comanda': ['Completezi adresele și coletele, compari prețurile curierilor și alegi oferta potrivită.', TRACKING],
  '/checkout': ['Verifici comanda și plătești cu cardul sau din portofelul Curiero.', { to: '/comanda', label: 'Înapoi la comandă' }],
  '/tracking': ['Introdu unul sau mai multe numere AWB și vezi pe loc statusul fiecărui colet, indiferent de curier.', ORDER],
  '/tracking/urmarire-awb-cargus': ['Introdu numărul AWB primit de la Cargus și vezi unde se află coletul, cu fiecare etapă a livrării.', TRACKING],
  '/tracking/urmarire-awb-dpd': ['Introdu numărul AWB primit de la DPD și vezi unde se află coletul, cu fiecare etapă a livrării.', TRACKING],
  '/tracking/urmarire-awb-fan-courier': ['Introdu numărul AWB primit de la FAN Courier și vezi unde se află coletul, cu fiecare etapă a livrării.', TRACKING],
  '/tracking/urmarire-awb-gls': ['Introdu numărul AWB primit de la GLS și vezi unde se află coletul, cu fiecare etapă a livrării.', TRACKING],
  '/tracking/urmarire-awb-sameday': ['Introdu numărul AWB primit de la Sameday și vezi unde se află coletul, cu fiecare etapă a livrării.', TRACKING],
  '/tracking/urmarire-awb-bookurier': ['Introdu numărul AWB primit de la Bookurier și vezi unde se află coletul, cu fiecare etapă a livrării.', TRACKING],
  '/retur': [
    'Returnează un produs cumpărat online: găsește magazinul, retrage-te din contract în doi pași și trimite coletul înapoi prin easybox, la un punct sau de acasă.',
    ORDER,
  ],
  '/verify-email/:id/:token': ['Confirmăm adresa ta de e-mail; după aceea poți folosi toate funcțiile contului.', HOME],
  '/autentificare/login-callback': ['Te conectăm în cont și te ducem înapoi la pagina de unde ai plecat.', HOME],
  '/autentificare': ['Intră în contul Curiero cu e-mailul și parola sau cu un cont social.', { to: '/inregistrare', label: 'Nu ai cont? Înregistrează-te' }],
  '/inregistrare': ['Creează un cont gratuit ca să comanzi mai repede și să îți urmărești toate coletele.', LOGIN],
  '/resetare-parola': ['Primești pe e-mail un link cu care îți alegi o parolă nouă.', LOGIN],
  '/resetare-parola/confirmare': ['Alege parola nouă pentru contul tău, folosind linkul primit pe e-mail.', LOGIN],
  '/auth/callback/:provider': ['Finalizăm autentificarea cu contul tău social.', LOGIN],
  '/set-password/:id/:token': ['Alege parola contului tău folosind linkul primit pe e-mail.', LOGIN],
  '/dashboard': ['Comenzile, adresele, retururile, rambursurile și setările contului tău, într-un singur loc.', ORDER],
  '/dashboard/:section': ['O secțiune a contului tău.', DASHBOARD],
  '/confirmare/:orderId': ['Comanda ta a fost înregistrată: aici vezi rezumatul, AWB-ul și pașii următori.', TRACKING],
};

export function routeDescription(path: string, _params: RouteParams = {}): RouteDescription | null {
  const entry = STATIC[path];
  if (!entry) return null;
  return { description: entry[0], link: entry[1] };
}
