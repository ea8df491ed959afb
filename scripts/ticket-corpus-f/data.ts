// Real UK towns with a postcode district, and invented operators, apps and brands.
import type { Rng } from './rng.ts';

export interface Town {
  name: string;
  district: string;
  welsh?: string; // Welsh name, for bilingual council documents
  region: 'england' | 'scotland' | 'wales' | 'ni';
}

export const TOWNS: readonly Town[] = [
  { name: 'Leeds', district: 'LS1', region: 'england' },
  { name: 'York', district: 'YO1', region: 'england' },
  { name: 'Bath', district: 'BA1', region: 'england' },
  { name: 'Exeter', district: 'EX1', region: 'england' },
  { name: 'Norwich', district: 'NR2', region: 'england' },
  { name: 'Cambridge', district: 'CB2', region: 'england' },
  { name: 'Oxford', district: 'OX1', region: 'england' },
  { name: 'Brighton', district: 'BN1', region: 'england' },
  { name: 'Reading', district: 'RG1', region: 'england' },
  { name: 'Guildford', district: 'GU1', region: 'england' },
  { name: 'Chester', district: 'CH1', region: 'england' },
  { name: 'Shrewsbury', district: 'SY1', region: 'england' },
  { name: 'Lincoln', district: 'LN2', region: 'england' },
  { name: 'Durham', district: 'DH1', region: 'england' },
  { name: 'Harrogate', district: 'HG1', region: 'england' },
  { name: 'Carlisle', district: 'CA3', region: 'england' },
  { name: 'Truro', district: 'TR1', region: 'england' },
  { name: 'Salisbury', district: 'SP1', region: 'england' },
  { name: 'Winchester', district: 'SO23', region: 'england' },
  { name: 'Canterbury', district: 'CT1', region: 'england' },
  { name: 'Colchester', district: 'CO1', region: 'england' },
  { name: 'Ipswich', district: 'IP4', region: 'england' },
  { name: 'Northampton', district: 'NN1', region: 'england' },
  { name: 'Leicester', district: 'LE1', region: 'england' },
  { name: 'Nottingham', district: 'NG1', region: 'england' },
  { name: 'Derby', district: 'DE1', region: 'england' },
  { name: 'Sheffield', district: 'S1', region: 'england' },
  { name: 'Manchester', district: 'M4', region: 'england' },
  { name: 'Liverpool', district: 'L1', region: 'england' },
  { name: 'Preston', district: 'PR1', region: 'england' },
  { name: 'Lancaster', district: 'LA1', region: 'england' },
  { name: 'Kendal', district: 'LA9', region: 'england' },
  { name: 'Stockport', district: 'SK1', region: 'england' },
  { name: 'Hull', district: 'HU1', region: 'england' },
  { name: 'Scarborough', district: 'YO11', region: 'england' },
  { name: 'Bristol', district: 'BS1', region: 'england' },
  { name: 'Gloucester', district: 'GL1', region: 'england' },
  { name: 'Cheltenham', district: 'GL50', region: 'england' },
  { name: 'Worcester', district: 'WR1', region: 'england' },
  { name: 'Hereford', district: 'HR4', region: 'england' },
  { name: 'Taunton', district: 'TA1', region: 'england' },
  { name: 'Plymouth', district: 'PL1', region: 'england' },
  { name: 'Bournemouth', district: 'BH1', region: 'england' },
  { name: 'Southampton', district: 'SO14', region: 'england' },
  { name: 'Portsmouth', district: 'PO1', region: 'england' },
  { name: 'Maidstone', district: 'ME14', region: 'england' },
  { name: 'Hastings', district: 'TN34', region: 'england' },
  { name: 'Eastbourne', district: 'BN21', region: 'england' },
  { name: 'Chelmsford', district: 'CM1', region: 'england' },
  { name: 'St Albans', district: 'AL1', region: 'england' },
  { name: 'Milton Keynes', district: 'MK9', region: 'england' },
  { name: 'Bedford', district: 'MK40', region: 'england' },
  { name: 'Peterborough', district: 'PE1', region: 'england' },
  { name: "King's Lynn", district: 'PE30', region: 'england' },
  { name: 'Newcastle upon Tyne', district: 'NE1', region: 'england' },
  { name: 'Sunderland', district: 'SR1', region: 'england' },
  { name: 'Darlington', district: 'DL1', region: 'england' },
  { name: 'Whitby', district: 'YO21', region: 'england' },
  { name: 'Edinburgh', district: 'EH1', region: 'scotland' },
  { name: 'Glasgow', district: 'G1', region: 'scotland' },
  { name: 'Aberdeen', district: 'AB10', region: 'scotland' },
  { name: 'Dundee', district: 'DD1', region: 'scotland' },
  { name: 'Inverness', district: 'IV1', region: 'scotland' },
  { name: 'Stirling', district: 'FK8', region: 'scotland' },
  { name: 'Perth', district: 'PH1', region: 'scotland' },
  { name: 'Belfast', district: 'BT1', region: 'ni' },
  { name: 'Cardiff', district: 'CF10', welsh: 'Caerdydd', region: 'wales' },
  { name: 'Swansea', district: 'SA1', welsh: 'Abertawe', region: 'wales' },
  { name: 'Aberystwyth', district: 'SY23', welsh: 'Aberystwyth', region: 'wales' },
  { name: 'Carmarthen', district: 'SA31', welsh: 'Caerfyrddin', region: 'wales' },
  { name: 'Llandudno', district: 'LL30', welsh: 'Llandudno', region: 'wales' },
  { name: 'Bangor', district: 'LL57', welsh: 'Bangor', region: 'wales' },
  { name: 'Brecon', district: 'LD3', welsh: 'Aberhonddu', region: 'wales' },
  { name: 'Tenby', district: 'SA70', welsh: 'Dinbych-y-pysgod', region: 'wales' },
  { name: 'Wrexham', district: 'LL11', welsh: 'Wrecsam', region: 'wales' },
  { name: 'Newport', district: 'NP20', welsh: 'Casnewydd', region: 'wales' },
  { name: 'Caernarfon', district: 'LL55', welsh: 'Caernarfon', region: 'wales' },
  { name: 'Haverfordwest', district: 'SA61', welsh: 'Hwlffordd', region: 'wales' },
];

export const WELSH_TOWNS = TOWNS.filter((t) => t.region === 'wales');

export function townByName(name: string | null): Town | null {
  if (!name) return null;
  return TOWNS.find((t) => t.name === name) ?? null;
}

/** A full postcode in the given district (invented inward code). */
export function fullPostcode(rng: Rng, district: string): string {
  return `${district} ${rng.int(1, 9)}${rng.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

export function plate(rng: Rng): string {
  const age = rng.pick(['19', '69', '20', '70', '21', '71', '22', '72', '23', '73', '24', '74', '25', '75']);
  return `${rng.letters(2, 'ABCDEFGHKLMNOPRSVWY')}${age} ${rng.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}`;
}

export const STREETS = [
  'Bridge Street',
  'Castle Hill',
  'Station Road',
  'Market Place',
  'Victoria Road',
  'Mill Lane',
  'Priory Walk',
  'Quayside',
  'Tanners Row',
  'Granary Wharf',
  'Chapel Street',
  'Abbey Green',
  'Foundry Lane',
  'Harbour Road',
  'Ropewalk',
  'Salt Cellar Lane',
  'Kingsmead',
  'Orchard Way',
  'Weavers Yard',
  'Cornhill',
];

export const CAR_PARK_NAMES = [
  'Riverside',
  'Long Acre',
  'Cattle Market',
  'Old Brewery',
  'Tannery',
  'Sheepfold',
  'Bowling Green',
  'Lower Quay',
  'Swan Meadow',
  'Hop Yard',
  'Glebe Field',
  'Coachworks',
  'Ropery',
  'Drill Hall',
  'Kiln Lane',
  'North Gate',
];

// Invented private operators, apps and brands (none are real companies).
export const OPERATORS = [
  'Kestrel Parking Ltd',
  'Brightbay Car Parks',
  'Harbourline Parking',
  'Ostrava Park Services',
  'Northvale Parking Solutions',
  'Cobalt Car Park Management',
  'Pennant Parking Co.',
  'Tollgate Estates Parking',
  'Larchmont Parking',
  'Meridian Bay Parking',
];

export const APPS = [
  { name: 'ParkDash', color: '#1f6feb' },
  { name: 'Kerbly', color: '#0e9f6e' },
  { name: 'Stopwise', color: '#7c3aed' },
  { name: 'BayBook', color: '#e3562a' },
  { name: 'Parq', color: '#0f766e' },
  { name: 'TapToPark', color: '#c2185b' },
  { name: 'Meterless', color: '#2563eb' },
  { name: 'PitchUp Parking', color: '#b45309' },
];

export const MACHINES = ['Parcomat 7', 'Tariffa T4', 'Vendix PD-200', 'Kioska 3', 'MeterPoint MX'];

export const SHOPPING_CENTRES = [
  'The Weavers Quarter',
  'Millrace Shopping Centre',
  'The Lanterns',
  'Cloth Hall Arcade',
  'Kingfisher Walk',
  'The Chandlery',
];

export const SUPERMARKETS = [
  'FreshCo',
  'Hartleys Foodhall',
  'Bramble Market',
  'ValuMart',
  'Greengage Stores',
];

export const HOTELS = [
  'The Gilded Heron Hotel',
  'Quayside Lodge',
  'Abbeyfield House Hotel',
  'The Linnet Inn',
  'Harcourt Arms',
  'Seaview Court Hotel',
];

export const UNIS = ['University of the Downs', 'Northmoor University', 'Riverbank College of Technology'];
