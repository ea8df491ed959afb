// Towns, postcodes, operators and brands (real UK town names; operator names mixed real and invented).
export interface Place {
  town: string;
  postcode: string;
  region: 'eng' | 'wal' | 'sco' | 'ni';
  council: string;
  street: string;
}

const P = (
  town: string,
  postcode: string,
  region: Place['region'],
  council: string,
  street: string,
): Place => ({
  town,
  postcode,
  region,
  council,
  street,
});

export const PLACES: Place[] = [
  P('Leeds', 'LS1 4DY', 'eng', 'Leeds City Council', 'Wellington Street'),
  P('Bristol', 'BS1 5TR', 'eng', 'Bristol City Council', 'Trenchard Street'),
  P('Norwich', 'NR2 1TF', 'eng', 'Norwich City Council', "St Andrew's Plain"),
  P('Exeter', 'EX1 1HS', 'eng', 'Exeter City Council', 'Mary Arches Street'),
  P('York', 'YO1 7HH', 'eng', 'City of York Council', 'Piccadilly'),
  P('Harrogate', 'HG1 1BT', 'eng', 'North Yorkshire Council', 'Victoria Avenue'),
  P('Kendal', 'LA9 4DL', 'eng', 'Westmorland and Furness Council', 'Blackhall Road'),
  P('Truro', 'TR1 2LL', 'eng', 'Cornwall Council', 'Moorfield'),
  P('Lincoln', 'LN2 1PX', 'eng', 'City of Lincoln Council', 'Broadgate'),
  P('Ipswich', 'IP1 1UQ', 'eng', 'Ipswich Borough Council', 'Crown Street'),
  P('Shrewsbury', 'SY1 1LG', 'eng', 'Shropshire Council', 'Raven Meadows'),
  P('Hereford', 'HR4 9AA', 'eng', 'Herefordshire Council', 'Newmarket Street'),
  P('Worcester', 'WR1 2EY', 'eng', 'Worcester City Council', 'Cathedral Square'),
  P('Derby', 'DE1 2FS', 'eng', 'Derby City Council', 'Bold Lane'),
  P('Nottingham', 'NG1 6AA', 'eng', 'Nottingham City Council', 'Talbot Street'),
  P('Leicester', 'LE1 5WW', 'eng', 'Leicester City Council', 'Newarke Street'),
  P('Coventry', 'CV1 1FY', 'eng', 'Coventry City Council', 'Salt Lane'),
  P('Sheffield', 'S1 2GW', 'eng', 'Sheffield City Council', 'Charles Street'),
  P('Durham', 'DH1 3NJ', 'eng', 'Durham County Council', 'Walkergate'),
  P('Canterbury', 'CT1 2HX', 'eng', 'Canterbury City Council', 'Castle Row'),
  P('Guildford', 'GU1 3UT', 'eng', 'Guildford Borough Council', 'Leapale Road'),
  P('Salisbury', 'SP1 1EZ', 'eng', 'Wiltshire Council', 'Central Car Park'),
  P('Cheltenham', 'GL50 1QA', 'eng', 'Cheltenham Borough Council', 'Regent Street'),
  P('Colchester', 'CO1 1JS', 'eng', 'Colchester City Council', 'Priory Street'),
  P('St Albans', 'AL1 3XR', 'eng', 'St Albans City and District Council', 'Drovers Way'),
  P('Reading', 'RG1 1DG', 'eng', 'Reading Borough Council', 'Queens Road'),
  P('Bath', 'BA1 1LT', 'eng', 'Bath & North East Somerset Council', 'Charlotte Street'),
  P('Chester', 'CH1 2HJ', 'eng', 'Cheshire West and Chester Council', 'Frodsham Street'),
  P('Scarborough', 'YO11 1UB', 'eng', 'North Yorkshire Council', 'Foreshore Road'),
  P('Whitby', 'YO21 3HT', 'eng', 'North Yorkshire Council', 'Marina Front'),
  P('Skegness', 'PE25 3HD', 'eng', 'East Lindsey District Council', 'Tower Esplanade'),
  P('Brighton', 'BN1 1EE', 'eng', 'Brighton & Hove City Council', 'Church Street'),
  P('Falmouth', 'TR11 3DF', 'eng', 'Cornwall Council', 'The Moor'),
  P('Keswick', 'CA12 5JR', 'eng', 'Westmorland and Furness Council', 'Lakeside'),
  P('Stratford-upon-Avon', 'CV37 6HB', 'eng', 'Stratford-on-Avon District Council', 'Bridgeway'),
  P('Milton Keynes', 'MK9 3ES', 'eng', 'Milton Keynes City Council', 'Silbury Boulevard'),
  P('Cardiff', 'CF10 1EP', 'wal', 'Cyngor Caerdydd / Cardiff Council', 'North Road'),
  P('Swansea', 'SA1 3SN', 'wal', 'Cyngor Abertawe / Swansea Council', 'The Strand'),
  P('Aberystwyth', 'SY23 2AZ', 'wal', 'Cyngor Sir Ceredigion County Council', 'Park Avenue'),
  P('Llandudno', 'LL30 2RP', 'wal', 'Cyngor Bwrdeistref Sirol Conwy', 'Mostyn Broadway'),
  P('Carmarthen', 'SA31 1JP', 'wal', 'Cyngor Sir Gâr', "St Peter's Street"),
  P('Tenby', 'SA70 7JD', 'wal', 'Cyngor Sir Penfro', 'Upper Park Road'),
  P('Brecon', 'LD3 7HR', 'wal', 'Cyngor Sir Powys County Council', 'Lion Street'),
  P('Bangor', 'LL57 1UT', 'wal', 'Cyngor Gwynedd', 'Ffordd Deiniol'),
  P('Wrexham', 'LL11 1AY', 'wal', 'Cyngor Wrecsam / Wrexham Council', 'Tuttle Street'),
  P('Betws-y-Coed', 'LL24 0AH', 'wal', 'Parc Cenedlaethol Eryri', 'Station Road'),
  P('Edinburgh', 'EH1 1YZ', 'sco', 'City of Edinburgh Council', 'Castle Terrace'),
  P('Glasgow', 'G2 1DY', 'sco', 'Glasgow City Council', 'Mitchell Street'),
  P('Inverness', 'IV1 1QY', 'sco', 'The Highland Council', 'Rose Street'),
  P('Perth', 'PH1 5PH', 'sco', 'Perth & Kinross Council', 'Canal Street'),
  P('St Andrews', 'KY16 9EA', 'sco', 'Fife Council', 'Argyle Street'),
  P('Aberdeen', 'AB10 1AU', 'sco', 'Aberdeen City Council', 'Denburn Road'),
  P('Belfast', 'BT1 5GS', 'ni', 'Belfast City Council', 'Great Victoria Street'),
  P('Newry', 'BT34 1DE', 'ni', 'Newry, Mourne and Down District Council', 'Buttercrane Quay'),
];

export interface Airport {
  name: string;
  town: string;
  postcode: string;
}
export const AIRPORTS: Airport[] = [
  { name: 'Bristol Airport', town: 'Bristol', postcode: 'BS48 3DY' },
  { name: 'Manchester Airport', town: 'Manchester', postcode: 'M90 1QX' },
  { name: 'Edinburgh Airport', town: 'Edinburgh', postcode: 'EH12 9DN' },
  { name: 'Cardiff Airport', town: 'Cardiff', postcode: 'CF62 3BD' },
  { name: 'Birmingham Airport', town: 'Birmingham', postcode: 'B26 3QJ' },
  { name: 'East Midlands Airport', town: 'Derby', postcode: 'DE74 2SA' },
  { name: 'Leeds Bradford Airport', town: 'Leeds', postcode: 'LS19 7TU' },
  { name: 'Newcastle International Airport', town: 'Newcastle upon Tyne', postcode: 'NE13 8BZ' },
  { name: 'London Gatwick', town: 'Crawley', postcode: 'RH6 0NP' },
  { name: 'London Luton Airport', town: 'Luton', postcode: 'LU2 9LY' },
];

export const STATIONS = [
  'Station Car Park',
  'Parkway Station',
  'Central Station',
  'Station East',
  'Station Approach',
];

export const OPERATORS = [
  'NCP',
  'Q-Park',
  'Euro Car Parks',
  'APCOA',
  'Indigo',
  'Saba',
  'Britannia Parking',
  'Smart Parking',
  'ParkingEye',
  'Horizon',
  'Premier Park',
  'UKPC',
  'Excel Parking',
  'NSL',
  'Kestrel Parking',
  'ParkWise UK',
  'Harbourline Car Parks',
  'Greenbay Parking',
  'Parkrite',
  'Oakleaf Parking Services',
  'Swiftpark',
  'CityHold Parking',
  'Northgate Car Parks',
];
export const MACHINES = [
  'Flowbird',
  'Metric',
  'Cale',
  'Parkeon',
  'Strata',
  'Pulsar',
  'Vantage PT-4',
  'Aurora',
];
export const APPS = [
  'RingGo',
  'PayByPhone',
  'JustPark',
  'MiPermit',
  'Parkmobile',
  'EasyPark',
  'APCOA Connect',
  'Paythru',
  'Parkonomy',
  'Parkly',
  'Kerbside',
  'SpotPay',
  'ZoneGo',
  'Bayhop',
];
export const BOOKERS = [
  'ParkVia',
  'YourParkingSpace',
  'JustPark',
  'Holiday Extras Parking',
  'SkyPark Direct',
  'BayBook',
  'ParkFirst',
];
export const CAR_PARK_NAMES = [
  'Castle Car Park',
  'Riverside Car Park',
  'Market Street Car Park',
  'Cattle Market',
  'Long Acre',
  'The Quay',
  'Bus Station Car Park',
  'Library Car Park',
  'Leisure Centre',
  'Abbey Meadows',
  'Pier Road',
  'Town Hall',
  'North Street Multi-Storey',
  'Mill Lane',
  'Priory Way',
  'Chapel Street',
  'Harbour Car Park',
  'Cricket Ground',
  'Old Brewery Yard',
  'Victoria Road Short Stay',
];
export const CENTRES = [
  'The Arcadia Centre',
  'Westgate',
  'The Mall',
  'Riverside Shopping Centre',
  'Kingsway Centre',
  'The Galleries',
  'Quayside Place',
];
export const SUPERMARKETS = [
  'Foodwise',
  'Greenbasket',
  'Harlow & Finch',
  'ValuMart',
  'FreshWay',
  'Bramley Stores',
];
