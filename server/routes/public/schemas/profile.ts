// The schema of GET /account/profile: every field of the contract's profile (api-shapes, with the
// notification fields its client also reads), typed, described in Romanian, with an example.
import { notFound, testMode, withErrors } from './common.ts';
import { MARKETING_SETTINGS, notificationSettings } from '../../../services/auth/index.ts';

const field = (type: string, description: string, example: unknown) => ({ type, description, examples: [example] });
const object = (description: string, properties: Record<string, object>) => ({ type: 'object', description, required: Object.keys(properties), properties });
const flag = (description: string, example: boolean) => field('boolean', description, example);

const address = (description: string, example: string, format?: 'email') => ({ type: 'string', description, ...(format ? { format } : {}), examples: [example] });

const notifications = object('Ce notificări trimite Curiero și unde (la fel pentru toate conturile: nu se pot schimba).', {
  receive_delivery_alerts: flag('Notificări push la fiecare schimbare de stare, pe dispozitivele care urmăresc coletul.', true),
  email_delivery_alerts: address('Adresa la care se trimit pe e-mail schimbările de stare: gol, nu le trimitem pe e-mail (doar push).', ''),
  receive_bordero: flag('Borderoul rambursurilor trimis (nu: este în cont și în API).', false),
  email_bordero: address('Adresa la care se trimite borderoul rambursurilor: gol, nu îl trimitem pe e-mail.', ''),
  confirmation_alert: flag('Anunț la confirmarea comenzii (e-mailul cu AWB-ul).', true),
  email_confirmation: address(
    'Adresa la care trimitem e-mailul de confirmare a comenzii, cu AWB-ul și eticheta (și anunțul unei comenzi pe care curierul nu a preluat-o): e-mailul contului.',
    'contact@magazinulverde.ro',
    'email',
  ),
  sms_recipient_notification: flag('SMS către destinatar (nu trimitem SMS-uri).', false),
  phone_delivery_notification: address('Telefonul la care se anunță livrarea: gol, nu anunțăm prin telefon.', ''),
  prevention_email_notification: flag('E-mail de avertizare înaintea unei probleme de livrare (nu trimitem).', false),
  non_pickup_notification: flag('Anunț când coletul nu a fost ridicat (nu trimitem).', false),
  delivery_confirmation_email: flag('E-mail la livrare (nu trimitem).', false),
  wallet_transaction_email: flag('E-mail la fiecare mișcare din portofel (nu trimitem).', false),
  placed_order_email: flag('E-mail pentru fiecare comandă plasată (confirmarea sau, dacă nu poate fi preluată, anularea cu banii înapoi).', true),
});

const marketingSettings = object('Mesaje de marketing (nu trimitem).', {
  email_notifications: flag('Marketing pe e-mail.', false),
  sms_notifications: flag('Marketing prin SMS.', false),
});

const profile = object('Profilul contului.', {
  customer_id: field('integer', 'Id-ul contului.', 4182),
  name: field('string', 'Numele contului.', 'Magazinul Verde'),
  email: field('string', 'Adresa de e-mail a contului.', 'contact@magazinulverde.ro'),
  billing_country: field('string', 'Țara de facturare (ISO 3166-1 alpha-2).', 'RO'),
  preferred_language: field('string', 'Limba preferată: ro (interfața este în limba română).', 'ro'),
  currency: field('string', 'Moneda: RON (prețurile sunt în lei).', 'RON'),
  awb_format: field('string', 'Formatul implicit al etichetei: A6 (o etichetă pe pagină) sau A4.', 'A6'),
  bank_iban: field('string', 'IBAN-ul adresei de facturare implicite (gol dacă nu există).', 'RO49AAAA1B31007593840000'),
  bank_holder: field('string', 'Titularul contului bancar: firma sau persoana de contact a adresei de facturare implicite (gol dacă nu există).', 'Magazinul Verde SRL'),
  email_verified: flag('Adresa de e-mail a fost confirmată.', true),
  phone: field('string', 'Telefonul contului (conturile nu au telefon: mereu gol).', ''),
  phone_verified: flag('Telefonul a fost confirmat (mereu false: conturile nu au telefon).', false),
  wallet_balance: field('number', 'Soldul portofelului, în lei (cu zecimale).', 125.5),
  wallet_currency: field('string', 'Moneda portofelului.', 'RON'),
  notification_settings: notifications,
  marketing_settings: marketingSettings,
});

export const profileSchema = withErrors({
  operationId: 'getAccountProfile',
  summary: 'Profilul contului',
  description:
    'Datele contului cheii API: nume, e-mail, preferințe, soldul portofelului (lei), contul bancar al adresei de facturare implicite și notificările pe care le trimite Curiero.',
  tags: ['Cont'],
  response: {
    200: {
      type: 'object',
      description: 'Profilul contului.',
      required: ['message', 'data'],
      properties: { message: field('string', 'Mesajul, în română.', 'Profilul contului.'), data: profile, test_mode: testMode },
      examples: [
        {
          message: 'Profilul contului.',
          data: {
            customer_id: 4182,
            name: 'Magazinul Verde',
            email: 'contact@magazinulverde.ro',
            billing_country: 'RO',
            preferred_language: 'ro',
            currency: 'RON',
            awb_format: 'A6',
            bank_iban: 'RO49AAAA1B31007593840000',
            bank_holder: 'Magazinul Verde SRL',
            email_verified: true,
            phone: '',
            phone_verified: false,
            wallet_balance: 125.5,
            wallet_currency: 'RON',
            notification_settings: notificationSettings('contact@magazinulverde.ro'),
            marketing_settings: MARKETING_SETTINGS,
          },
        },
      ],
    },
  },
}, notFound('Contul cheii a fost șters între timp.'));
