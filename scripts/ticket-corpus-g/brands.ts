// Invented operators, apps and businesses. None is meant to be a real company.

export const OPERATORS = [
  'Kestrelgate Parking',
  'Larchmont Car Parks',
  'Amberlane Parking Ltd',
  'Stonebridge Park Management',
  'Tollerton Vehicle Services',
  'Harbourline Parking',
  'Brindle & Co Car Parks',
  'Oakhurst Parking Solutions',
  'Meridale Parking',
  'Fenwick Row Parking',
  'Calder Bay Car Parks',
  'Greywether Parking UK',
];

export const APPS = [
  'Kerbly',
  'Bayfinder',
  'Tappark',
  'Slotwise',
  'Haltly',
  'Parkadoo',
  'ZoneNudge',
  'Meterless',
];
export const BOOKING_SITES = [
  'BookaBay',
  'ParkAhead Direct',
  'SpaceNest',
  'Driveway Den',
  'Bayline Bookings',
];
export const HOTELS = [
  'The Gilded Heron Hotel',
  'Mallory House Hotel',
  'Kingsfold Inn',
  'Harbour Lights Hotel',
  'The Wheatsheaf Lodge',
  'Lark Rise Hotel & Spa',
  'The Copper Kettle Inn',
];
export const SUPERMARKETS = [
  'Greengage Foods',
  'Fairfield Fresh',
  'BasketWise',
  'Hollin & Daughters',
  'Pantry Plus',
];
export const RETAIL_PARKS = [
  'Meadowgate Retail Park',
  'Foxcote Shopping Park',
  'Riverside Trade Park',
  'Ashgrove Retail Park',
];
export const CENTRES = [
  'The Lanterns',
  'Merchant Square',
  'Weavers Walk',
  'The Arcadia Quarter',
  'Corn Exchange Centre',
];
export const HOSPITALS = [
  "St Aldhelm's Hospital",
  'Fernbank Community Hospital',
  'Queen Adela Hospital',
  'Wyvern Valley Hospital',
  'Moorside General Hospital',
];
export const TRUSTS = [
  'Wyvern Valley NHS Foundation Trust',
  'Northmoor Hospitals NHS Trust',
  'Saltmarsh & Downs NHS Trust',
];
export const UNIVERSITIES = ['Harcastle University', 'Wessington College', 'Linden Vale University'];
export const EVENTS = [
  'Brackenfield County Show',
  'Lantern Fields Festival',
  'Great Fellside Steam Rally',
  'Harvest Moon Food Fair',
  'Open Air Proms in the Park',
];
export const CARPARK_NAMES = [
  'Castle Street',
  'Riverside',
  'Market Place',
  'Station Approach',
  'Library Lane',
  'Quayside',
  'Abbey Walk',
  'Tanners Yard',
  'Victoria Road',
  'Bowling Green',
  'Cattle Market',
  'Priory Fields',
  'Long Acre',
  'Mill Lane',
];
export const STREETS = [
  'High Street',
  'Church Lane',
  'Bridge Street',
  'Mill Road',
  'North Parade',
  'Station Road',
  'Sheep Street',
  'Castle Hill',
  'Park Row',
  'Kings Walk',
];
