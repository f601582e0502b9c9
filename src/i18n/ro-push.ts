/**
 * Strings of push notifications on this device: the per-parcel button of the tracking screens and
 * the dashboard's notification settings, in Romanian with ș ț comma-below. Loaded with those screens.
 */
import { fill } from './fill.ts';

export const roPush = {
  // per parcel (tracking result)
  notifyParcel: 'Anunță-mă când se schimbă statusul',
  notifyParcelWorking: 'Se activează…',
  parcelOn: 'Vei primi o notificare pe acest dispozitiv la fiecare schimbare de status.',
  parcelStop: 'Oprește notificările',
  parcelStopped: 'Nu mai primești notificări pentru AWB {awb}.',
  parcelStarted: 'Notificările pentru AWB {awb} sunt active.',
  // why it cannot work here
  unsupported: 'Browserul tău nu acceptă notificări push.',
  unsupportedIos: 'Pe iPhone și iPad, notificările funcționează după ce adaugi Curiero pe ecranul principal (Partajează → Adaugă pe ecranul principal).',
  blocked: 'Notificările sunt blocate pentru acest site. Le poți permite din setările browserului (pictograma de lângă adresă → Notificări → Permite), apoi încearcă din nou.',
  dismissed: 'Nu ai permis notificările. Poți încerca din nou oricând.',
  notConfigured: 'Notificările push nu sunt disponibile momentan.',
  /** Instead of the buttons, when this deployment has no push service configured. */
  notOffered: 'Notificările push nu sunt configurate în această instalare Curiero, așa că nu le poți activa. Statusul coletului îl vezi oricând la urmărirea AWB-ului.',
  failed: 'Notificările nu au putut fi activate. Încearcă din nou.',
  workerTimeout: 'Aplicația nu este încă pregătită pentru notificări. Reîncarcă pagina și încearcă din nou.',
  // dashboard section
  sectionTitle: 'Notificări pe acest dispozitiv',
  sectionLead: 'Primește o notificare când coletele pe care le urmărești își schimbă statusul: preluat, în livrare, livrat.',
  deviceOn: 'Notificările sunt active pe acest dispozitiv ({device}).',
  deviceOff: 'Notificările nu sunt active pe acest dispozitiv.',
  enableDevice: 'Activează notificările',
  disableDevice: 'Dezactivează notificările',
  disabled: 'Notificările au fost dezactivate pe acest dispozitiv.',
  enabled: 'Notificările au fost activate pe acest dispozitiv.',
  parcelsTitle: 'Colete urmărite cu notificări',
  parcelsEmpty: 'Nu urmărești niciun colet cu notificări. Caută un AWB și apasă „Anunță-mă când se schimbă statusul”.',
  parcelsTrackLink: 'Urmărește un colet',
  parcelStatus: 'Status: {status}',
  parcelRemove: 'Oprește pentru {awb}',
  listFailed: 'Lista coletelor nu a putut fi încărcată.',
} as const;

export const fillPush = fill;
