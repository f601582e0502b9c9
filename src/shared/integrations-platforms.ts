// How a shop on each platform gets its day's orders into Curiero today: its platform's own orders
// export, uploaded to the batch import (dashboard section `expedieri`). The steps follow the
// platform's public documentation, named in `sources` (read for issue #34); where none describing an
// orders export with the delivery address was found, `steps` is null and the page says so instead of
// guessing the admin's menus. Pure data, loaded with the integrations pages (not in the first load).
import type { IntegrationPlatformSlug } from './integrations.ts';

export interface ExportColumn {
  /** The column's name in the platform's file, as the documentation spells it. */
  column: string;
  /** What Curiero takes from it, in Romanian. */
  field: string;
}

export interface PlatformExportGuide {
  /** Where in the platform's admin the orders file is made, step by step; null: not documented publicly. */
  steps: readonly string[] | null;
  /** Which file, which format. */
  file: string;
  /** The columns Curiero reads; empty: the shop maps its columns once (the import remembers the mapping). */
  columns: readonly ExportColumn[];
  /** The batch import recognises the file by its header: no mapping step. */
  recognised: boolean;
  /** A query or setting to copy, when the export needs one (PrestaShop's SQL Manager). */
  snippet?: { caption: string; code: string };
  /** The public documentation the steps follow. */
  sources: readonly { label: string; url: string }[];
}

const PRESTASHOP_QUERY = `SELECT o.reference, o.payment, o.total_paid,
  a.firstname, a.lastname, a.company, a.address1, a.address2,
  a.postcode, a.city, s.name AS state, a.phone, a.phone_mobile,
  c.email, a.other
FROM ps_orders o
JOIN ps_address a ON a.id_address = o.id_address_delivery
JOIN ps_customer c ON c.id_customer = o.id_customer
LEFT JOIN ps_state s ON s.id_state = a.id_state
WHERE o.date_add >= CURDATE()`;

export const PLATFORM_EXPORT_GUIDES: Record<IntegrationPlatformSlug, PlatformExportGuide> = {
  shopify: {
    steps: [
      'În administrarea Shopify deschide pagina Orders și filtrează comenzile de expediat (de exemplu, cele neexpediate).',
      'Apasă Export. În fereastra Export orders alegi ce comenzi intră: pagina curentă, toate, cele selectate sau cele dintr-un interval de date.',
      'La Export as alege fișierul CSV, apoi apasă Export orders (nu Export transaction histories, care are doar plățile).',
      'Până la 50 de comenzi, fișierul se descarcă pe loc; mai multe sau un export după dată îți vin pe e-mail.',
    ],
    file: 'orders_export.csv: un fișier CSV separat prin virgulă. O comandă cu mai multe produse ocupă mai multe rânduri; Curiero le strânge într-o singură expediere.',
    columns: [
      { column: 'Name', field: 'referința comenzii (de exemplu #1001)' },
      { column: 'Shipping Name', field: 'numele destinatarului' },
      { column: 'Shipping Address1, Shipping Address2', field: 'adresa de livrare și detaliile ei (bloc, apartament)' },
      { column: 'Shipping City', field: 'localitatea' },
      { column: 'Shipping Zip', field: 'codul poștal' },
      { column: 'Shipping Province', field: 'județul' },
      { column: 'Shipping Phone', field: 'telefonul destinatarului' },
      { column: 'Email', field: 'e-mailul destinatarului' },
    ],
    recognised: true,
    sources: [{ label: 'Shopify Help Center: Exporting orders', url: 'https://help.shopify.com/en/manual/fulfillment/managing-orders/exporting-orders' }],
  },
  woocommerce: {
    steps: [
      'Fișierul cu adresele de livrare îl face o extensie de export a comenzilor din magazinul de extensii WooCommerce, de exemplu Customer/Order/Coupon Export sau Import Export Suite for WooCommerce.',
      'În extensie alegi comenzile de expediat (după status și dată) și formatul CSV implicit (Default CSV format), cu numele coloanelor pe primul rând.',
      'Descarci fișierul CSV și îl încarci în Curiero așa cum este.',
    ],
    file: 'Un fișier CSV cu un rând pe comandă (sau un rând pe produs, dacă alegi formatul „one row per line item”); coloanele au nume fixe, ca shipping_first_name.',
    columns: [
      { column: 'order_number', field: 'referința comenzii' },
      { column: 'shipping_first_name, shipping_last_name', field: 'numele destinatarului' },
      { column: 'shipping_company', field: 'firma destinatarului' },
      { column: 'shipping_address_1, shipping_address_2', field: 'adresa de livrare și detaliile ei' },
      { column: 'shipping_city, shipping_state, shipping_postcode', field: 'localitatea, județul și codul poștal' },
      { column: 'billing_phone, billing_email', field: 'telefonul și e-mailul destinatarului' },
      { column: 'payment_method, order_total', field: 'rambursul: totalul comenzii, când plata este la livrare (cod)' },
    ],
    recognised: true,
    sources: [
      { label: 'WooCommerce: Import and Export of WooCommerce Orders', url: 'https://woocommerce.com/document/import-and-export-of-woocommerce-orders/' },
      { label: 'WooCommerce: Customer / Order / Coupon Export', url: 'https://docs.woocommerce.com/document/ordercustomer-csv-export-developer-documentation/' },
    ],
  },
  prestashop: {
    steps: [
      'Butonul Export din Comenzi > Comenzi descarcă lista comenzilor. Ca fișierul să aibă adresa de livrare pe coloane (stradă, oraș, cod poștal, telefon), folosește Managerul SQL al PrestaShop:',
      'Parametri avansați > Bază de date > Manager SQL > Adaugă o interogare SQL nouă. Lipești interogarea de mai jos (comenzile de azi, cu adresa lor de livrare) și o salvezi.',
      'Din lista interogărilor apeși Export: rezultatul se descarcă în format CSV. Interogarea rămâne salvată pentru zilele următoare.',
    ],
    file: 'Un fișier CSV din Managerul SQL, cu numele coloanelor din baza de date PrestaShop.',
    columns: [
      { column: 'reference', field: 'referința comenzii' },
      { column: 'firstname, lastname, company', field: 'destinatarul și firma lui' },
      { column: 'address1, address2', field: 'adresa de livrare și detaliile ei' },
      { column: 'postcode, city, state', field: 'codul poștal, localitatea și județul' },
      { column: 'phone_mobile, phone, email', field: 'telefonul și e-mailul' },
      { column: 'payment, total_paid', field: 'rambursul, când plata este la livrare' },
    ],
    recognised: true,
    snippet: {
      caption: 'Interogarea pentru Managerul SQL (prefixul tabelelor, aici ps_, poate fi altul în magazinul tău):',
      code: PRESTASHOP_QUERY,
    },
    sources: [
      { label: 'PrestaShop: Managing Orders', url: 'https://docs.prestashop-project.org/1-6-documentation/english-documentation/user-guide/managing-orders/orders' },
      { label: 'PrestaShop: Advanced Parameters > Database > SQL Manager', url: 'https://build.prestashop-project.org/prestashop-specs/1.7/back-office/advanced-parameters/database/sql_manager.html' },
    ],
  },
  opencart: {
    steps: null,
    file: 'Orice fișier CSV sau XLSX cu comenzile de expediat, câte un rând pe comandă.',
    columns: [],
    recognised: false,
    sources: [],
  },
  magento: {
    steps: [
      'În administrare deschide Sales > Orders și filtrează comenzile de expediat.',
      'Din Columns adaugi în listă coloanele de care are nevoie curierul (numele și adresa de livrare, telefonul), dacă nu sunt deja afișate: implicit lista arată doar o parte din coloane.',
      'Selectezi comenzile și alegi Export > CSV. Fișierul are coloanele listei, așa cum le-ai ales.',
    ],
    file: 'Un fișier CSV (sau Excel XML) cu coloanele listei de comenzi.',
    columns: [],
    recognised: false,
    sources: [{ label: 'Magento User Guide: Orders Workspace', url: 'https://docs.magento.com/user-guide/sales/orders-workspace.html' }],
  },
  gomag: {
    steps: null,
    file: 'Exportul de comenzi Gomag (CSV sau XLSX), cu adresa de livrare pe coloane.',
    columns: [],
    recognised: true,
    sources: [],
  },
  merchantpro: {
    steps: null,
    file: 'Orice fișier CSV sau XLSX cu comenzile de expediat, câte un rând pe comandă.',
    columns: [],
    recognised: false,
    sources: [],
  },
  'emag-marketplace': {
    steps: [
      'În platforma de vânzător eMAG Marketplace deschide secțiunea Comenzi și filtrează comenzile de expediat (după status și data creării).',
      'Descarcă lista comenzilor: fișierul orders_file.xlsx, cu un rând pe comandă.',
      'Fișierul cu detaliile comenzilor (order_details_file.xlsx) are produsele fiecărei comenzi; pentru expediere ajunge lista comenzilor.',
    ],
    file: 'orders_file.xlsx: un fișier Excel cu un rând pe comandă.',
    columns: [{ column: 'Nr. comanda', field: 'referința comenzii' }],
    recognised: true,
    sources: [
      { label: 'eMAG Marketplace Academy: Orders', url: 'https://marketplace.emag.hu/infocenter/emag-academy/orders/?lang=en' },
      { label: 'SoftTeam: importul comenzilor marketplace.emag.ro', url: 'https://www.softteam.ro/manual/index.php?title=Manual:Integrat/Gestiune/Clienti/Facturi_clienti/Import_marketplace.emag.ro' },
    ],
  },
};
