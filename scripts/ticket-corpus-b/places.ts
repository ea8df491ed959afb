// UK towns with real outcodes, registrations and other small invented details.
import type { Rng } from './rng.ts';

export interface Town {
  town: string;
  out: string; // outward postcode
  council: string;
  welsh?: { town: string; council: string };
  airport?: string;
}

export const TOWNS: Town[] = [
  { town: 'Reading', out: 'RG1', council: 'Reading Borough Council' },
  { town: 'Guildford', out: 'GU1', council: 'Guildford Borough Council' },
  { town: 'Bath', out: 'BA1', council: 'Bath & North East Somerset Council' },
  { town: 'York', out: 'YO1', council: 'City of York Council' },
  { town: 'Leeds', out: 'LS1', council: 'Leeds City Council' },
  { town: 'Sheffield', out: 'S1', council: 'Sheffield City Council' },
  { town: 'Norwich', out: 'NR2', council: 'Norwich City Council' },
  { town: 'Exeter', out: 'EX1', council: 'Exeter City Council' },
  { town: 'Chester', out: 'CH1', council: 'Cheshire West and Chester Council' },
  { town: 'Harrogate', out: 'HG1', council: 'North Yorkshire Council' },
  { town: 'Brighton', out: 'BN1', council: 'Brighton & Hove City Council' },
  { town: 'Cambridge', out: 'CB2', council: 'Cambridge City Council' },
  { town: 'Oxford', out: 'OX1', council: 'Oxford City Council' },
  { town: 'Milton Keynes', out: 'MK9', council: 'Milton Keynes City Council' },
  { town: 'Swindon', out: 'SN1', council: 'Swindon Borough Council' },
  { town: 'Stockport', out: 'SK1', council: 'Stockport Metropolitan Borough Council' },
  { town: 'Bolton', out: 'BL1', council: 'Bolton Council' },
  { town: 'Derby', out: 'DE1', council: 'Derby City Council' },
  { town: 'Nottingham', out: 'NG1', council: 'Nottingham City Council' },
  { town: 'Leicester', out: 'LE1', council: 'Leicester City Council' },
  { town: 'Worcester', out: 'WR1', council: 'Worcester City Council' },
  { town: 'Cheltenham', out: 'GL50', council: 'Cheltenham Borough Council' },
  { town: 'Salisbury', out: 'SP1', council: 'Wiltshire Council' },
  { town: 'Canterbury', out: 'CT1', council: 'Canterbury City Council' },
  { town: 'Maidstone', out: 'ME14', council: 'Maidstone Borough Council' },
  { town: 'Colchester', out: 'CO1', council: 'Colchester City Council' },
  { town: 'Ipswich', out: 'IP1', council: 'Ipswich Borough Council' },
  { town: 'Lincoln', out: 'LN1', council: 'City of Lincoln Council' },
  { town: 'Carlisle', out: 'CA3', council: 'Cumberland Council' },
  { town: 'Durham', out: 'DH1', council: 'Durham County Council' },
  { town: 'Newcastle upon Tyne', out: 'NE1', council: 'Newcastle City Council' },
  { town: 'Sunderland', out: 'SR1', council: 'Sunderland City Council' },
  { town: 'Preston', out: 'PR1', council: 'Preston City Council' },
  { town: 'Blackpool', out: 'FY1', council: 'Blackpool Council' },
  { town: 'Southampton', out: 'SO14', council: 'Southampton City Council' },
  { town: 'Bournemouth', out: 'BH1', council: 'BCP Council' },
  { town: 'Plymouth', out: 'PL1', council: 'Plymouth City Council' },
  { town: 'Truro', out: 'TR1', council: 'Cornwall Council' },
  { town: 'Taunton', out: 'TA1', council: 'Somerset Council' },
  { town: 'Shrewsbury', out: 'SY1', council: 'Shropshire Council' },
  { town: 'Hereford', out: 'HR1', council: 'Herefordshire Council' },
  { town: 'Kendal', out: 'LA9', council: 'Westmorland and Furness Council' },
  { town: 'Edinburgh', out: 'EH1', council: 'The City of Edinburgh Council' },
  { town: 'Glasgow', out: 'G1', council: 'Glasgow City Council' },
  { town: 'Aberdeen', out: 'AB10', council: 'Aberdeen City Council' },
  { town: 'Inverness', out: 'IV1', council: 'The Highland Council' },
  { town: 'Belfast', out: 'BT1', council: 'Belfast City Council' },
  { town: 'Watford', out: 'WD17', council: 'Watford Borough Council' },
  { town: 'Croydon', out: 'CR0', council: 'London Borough of Croydon' },
  { town: 'Kingston upon Thames', out: 'KT1', council: 'Royal Borough of Kingston upon Thames' },
];

export const WELSH_TOWNS: Town[] = [
  {
    town: 'Cardiff',
    out: 'CF10',
    council: 'Cardiff Council',
    welsh: { town: 'Caerdydd', council: 'Cyngor Caerdydd' },
  },
  {
    town: 'Swansea',
    out: 'SA1',
    council: 'City and County of Swansea',
    welsh: { town: 'Abertawe', council: 'Dinas a Sir Abertawe' },
  },
  {
    town: 'Aberystwyth',
    out: 'SY23',
    council: 'Ceredigion County Council',
    welsh: { town: 'Aberystwyth', council: 'Cyngor Sir Ceredigion' },
  },
  {
    town: 'Carmarthen',
    out: 'SA31',
    council: 'Carmarthenshire County Council',
    welsh: { town: 'Caerfyrddin', council: 'Cyngor Sir Gâr' },
  },
  {
    town: 'Caernarfon',
    out: 'LL55',
    council: 'Gwynedd Council',
    welsh: { town: 'Caernarfon', council: 'Cyngor Gwynedd' },
  },
  {
    town: 'Llandudno',
    out: 'LL30',
    council: 'Conwy County Borough Council',
    welsh: { town: 'Llandudno', council: 'Cyngor Bwrdeistref Sirol Conwy' },
  },
  {
    town: 'Brecon',
    out: 'LD3',
    council: 'Powys County Council',
    welsh: { town: 'Aberhonddu', council: 'Cyngor Sir Powys' },
  },
  {
    town: 'Wrexham',
    out: 'LL11',
    council: 'Wrexham County Borough Council',
    welsh: { town: 'Wrecsam', council: 'Cyngor Bwrdeistref Sirol Wrecsam' },
  },
  {
    town: 'Tenby',
    out: 'SA70',
    council: 'Pembrokeshire County Council',
    welsh: { town: 'Dinbych-y-pysgod', council: 'Cyngor Sir Penfro' },
  },
];

export const AIRPORT_TOWNS: Town[] = [
  { town: 'Hounslow', out: 'TW6', council: 'London Borough of Hounslow', airport: 'Heathrow' },
  { town: 'Crawley', out: 'RH6', council: 'Crawley Borough Council', airport: 'Gatwick' },
  { town: 'Manchester', out: 'M90', council: 'Manchester City Council', airport: 'Manchester' },
  { town: 'Luton', out: 'LU2', council: 'Luton Borough Council', airport: 'Luton' },
  { town: 'Stansted', out: 'CM24', council: 'Uttlesford District Council', airport: 'Stansted' },
  { town: 'Bristol', out: 'BS48', council: 'North Somerset Council', airport: 'Bristol' },
  { town: 'Birmingham', out: 'B26', council: 'Solihull Council', airport: 'Birmingham' },
  { town: 'Edinburgh', out: 'EH12', council: 'The City of Edinburgh Council', airport: 'Edinburgh' },
  { town: 'Leeds', out: 'LS19', council: 'Leeds City Council', airport: 'Leeds Bradford' },
  {
    town: 'Castle Donington',
    out: 'DE74',
    council: 'North West Leicestershire District Council',
    airport: 'East Midlands',
  },
  { town: 'Newcastle upon Tyne', out: 'NE13', council: 'Newcastle City Council', airport: 'Newcastle' },
  { town: 'Southampton', out: 'SO18', council: 'Eastleigh Borough Council', airport: 'Southampton' },
];

export function allTowns(): Town[] {
  return [...TOWNS, ...WELSH_TOWNS, ...AIRPORT_TOWNS];
}

export function findTown(name: string | null): Town | undefined {
  if (!name) return undefined;
  return allTowns().find((t) => t.town === name);
}

export function postcodeFor(rng: Rng, t: Town): string {
  return `${t.out} ${rng.int(1, 9)}${rng.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;
}

export function reg(rng: Rng, year?: number): string {
  const yy =
    year ?? rng.pick([15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 65, 66, 67, 68, 69, 70, 71, 72, 73, 74]);
  return `${rng.letters(2, 'ABCDEFGHKLMNOPRSVWY')}${String(yy).padStart(2, '0')} ${rng.letters(3, 'ABCDEFGHJKLMNOPRSTUVWXYZ')}`;
}

export const STREETS = [
  'High Street',
  'Station Road',
  'Church Street',
  'Market Place',
  'Castle Street',
  'Bridge Street',
  'Queen Street',
  'King Street',
  'Mill Lane',
  'Victoria Road',
  'Park Road',
  'North Street',
  'Sheep Street',
  'Wharf Road',
  'Broad Street',
  'London Road',
];
export const CARPARK_NAMES = [
  'Riverside',
  'Broad Street',
  'Castle Mead',
  'Cattle Market',
  'Station Approach',
  'Old Brewery',
  'Abbey Walk',
  'Priory',
  'Westgate',
  'Eastgate',
  'Quayside',
  'Leisure Centre',
  'Library',
  'Corn Exchange',
  'Tannery Lane',
  'Mill Pond',
  'Union Street',
  'Guildhall',
];

export function money(rng: Rng, lo: number, hi: number, step = 0.1): string {
  const n = Math.round(rng.float(lo, hi) / step) * step;
  return `£${n.toFixed(2)}`;
}

export function cardLast4(rng: Rng): string {
  return rng.digits(4);
}
