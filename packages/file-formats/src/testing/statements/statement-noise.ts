/** Shops people pay by card on varying days at varying amounts. */
export const SUPERMARKETS = [
  'REWE Markt GmbH',
  'EDEKA Center',
  'ALDI SUED',
  'LIDL DIENSTL',
  'Kaufland',
];
export const RESTAURANTS = [
  'Trattoria da Enzo',
  'Burgerheart',
  'Sushi Circle',
  'SumUp *Pho Saigon',
  'SQ *BLUE BOTTLE COFFEE',
  'Vapiano',
  'Block House',
  'L Osteria',
  'Dean&David',
  'Hans im Glück',
];
export const ONE_OFF_SHOPS = [
  'MediaMarkt',
  'IKEA Deutschland',
  'Thalia Bücher',
  'Decathlon',
  'Deutsche Bahn Fahrkarte',
  'Booking.com',
  'Apotheke am Markt',
  'Fressnapf',
  'H&M',
  'Saturn Electro',
];
export const CITIES = ['Köln', 'Berlin', 'München', 'Hamburg', 'Leipzig'];
export const FRIENDS = ['Anna Schmidt', 'Jonas Weber', 'Lea Fischer'];
export const LANDLORDS = ['Hausverwaltung Nord GmbH', 'Vonovia SE', 'Immobilien Becker'];
