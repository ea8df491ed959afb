import { describe, expect, it } from 'vitest';
import { getGazetteer } from '#server/lib/geo/gazetteer.ts';
import { resolveTicketLocation } from './location';

const places = getGazetteer();
const LEEDS = { name: 'Leeds', lat: 53.79648, lon: -1.54785 };
/** Where a ticket is placed when it falls back to Leeds itself: the town centre, not precise. */
const LEEDS_CENTRE = {
  city: 'Leeds',
  location: 'Leeds',
  latitude: LEEDS.lat,
  longitude: LEEDS.lon,
  coordinatesPrecise: false,
};
// One degree of latitude is 69.1 miles.
const milesNorthOfLeeds = (miles: number) => ({ latitude: LEEDS.lat + miles / 69.1, longitude: LEEDS.lon });

describe('resolveTicketLocation', () => {
  it('keeps near client coordinates to refine the ticket’s place, with the ticket’s town and postcode', () => {
    const client = {
      latitude: 53.8197,
      longitude: -1.5773,
      city: 'Chapel Allerton',
      location: 'Chapel Allerton',
    };
    expect(resolveTicketLocation({ client, ticket: { place: LEEDS, postcode: 'LS1 1UR' } }, places)).toEqual({
      city: 'Leeds',
      location: 'Leeds LS1 1UR',
      latitude: 53.8197,
      longitude: -1.5773,
      coordinatesPrecise: true,
    });
  });

  it('ignores far client coordinates, and the town sent with them, when the ticket shows a place', () => {
    const london = { latitude: 51.5074, longitude: -0.1278, city: 'London', location: 'London' };
    expect(
      resolveTicketLocation({ client: london, ticket: { place: LEEDS }, manualTown: 'London' }, places),
    ).toEqual(LEEDS_CENTRE);
  });

  it('draws the line at 5 miles from the ticket’s place', () => {
    const inside = resolveTicketLocation(
      { client: milesNorthOfLeeds(4.9), ticket: { place: LEEDS } },
      places,
    );
    const outside = resolveTicketLocation(
      { client: milesNorthOfLeeds(5.1), ticket: { place: LEEDS } },
      places,
    );
    expect(inside?.latitude).toBe(milesNorthOfLeeds(4.9).latitude);
    expect(outside?.latitude).toBe(LEEDS.lat);
    // The driver's own position is precise; the town centre it fell back to is not.
    expect([inside?.coordinatesPrecise, outside?.coordinatesPrecise]).toEqual([true, false]);
  });

  it('uses the client coordinates when the ticket shows no place, naming the nearest town unless one was sent', () => {
    expect(
      resolveTicketLocation({ client: { latitude: 51.752, longitude: -1.2577 }, ticket: null }, places),
    ).toEqual({
      city: 'Oxford',
      location: 'Oxford',
      latitude: 51.752,
      longitude: -1.2577,
      coordinatesPrecise: true,
    });
    const typed = { latitude: 51.752, longitude: -1.2577, city: 'Headington', location: 'Headington' };
    expect(resolveTicketLocation({ client: typed, manualTown: 'Headington' }, places)?.city).toBe(
      'Headington',
    );
  });

  it('ignores client coordinates farther than 5 miles from the town sent with them: the town decides', () => {
    const reading = { latitude: 51.4543, longitude: -0.9781 };
    expect(
      resolveTicketLocation(
        { client: { ...reading, city: 'Leeds', location: 'Leeds' }, manualTown: 'Leeds' },
        places,
      ),
    ).toEqual(LEEDS_CENTRE);
    const near = resolveTicketLocation({ client: { ...milesNorthOfLeeds(4.9), city: 'leeds' } }, places);
    expect(near).toMatchObject({ latitude: milesNorthOfLeeds(4.9).latitude, coordinatesPrecise: true });
    const far = resolveTicketLocation({ client: { ...milesNorthOfLeeds(5.1), city: 'leeds' } }, places);
    expect(far).toMatchObject({ city: 'Leeds', latitude: LEEDS.lat, coordinatesPrecise: false });
  });

  it('falls back to the typed town, then to nothing', () => {
    expect(resolveTicketLocation({ manualTown: ' york ' }, places)).toEqual({
      city: 'York',
      location: 'York',
      latitude: 53.95763,
      longitude: -1.08271,
      coordinatesPrecise: false,
    });
    expect(resolveTicketLocation({ manualTown: 'little nowhere-on-sea' }, places)).toEqual({
      city: 'Little Nowhere-On-Sea',
      location: 'Little Nowhere-On-Sea',
      latitude: null,
      longitude: null,
      coordinatesPrecise: false,
    });
    expect(resolveTicketLocation({ manualTown: '  ' }, places)).toBeNull();
    expect(resolveTicketLocation({}, places)).toBeNull();
  });
});
