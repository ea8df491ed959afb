import { describe, expect, it } from 'vitest';
import { boundingBox, isNearby, milesBetween } from './haversine';

const reading = { lat: 51.45625, lon: -0.97113 };
const guildford = { lat: 51.23536, lon: -0.57427 };
const london = { lat: 51.50853, lon: -0.12574 };

describe('milesBetween', () => {
  it('is zero for the same point and symmetric', () => {
    expect(milesBetween(reading, reading)).toBe(0);
    expect(milesBetween(reading, london)).toBeCloseTo(milesBetween(london, reading), 10);
  });

  it('matches known distances with the 3959-mile earth', () => {
    // Reading to London is about 36.4 miles as the crow flies.
    expect(milesBetween(reading, london)).toBeGreaterThan(36);
    expect(milesBetween(reading, london)).toBeLessThan(37);
    // One degree of latitude is 3959 * pi / 180 miles.
    expect(milesBetween({ lat: 50, lon: 0 }, { lat: 51, lon: 0 })).toBeCloseTo((3959 * Math.PI) / 180, 6);
  });

  it('handles antipodes without NaN', () => {
    expect(milesBetween({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * 3959, 3);
  });
});

describe('boundingBox', () => {
  it('contains every point at the given distance in all directions', () => {
    const box = boundingBox(reading, 5);
    for (let bearing = 0; bearing < 360; bearing += 15) {
      // Walk 4.99 miles along a bearing on a flat approximation, then check with haversine.
      const rad = (bearing * Math.PI) / 180;
      const dLat = (4.99 * Math.cos(rad)) / 69.09;
      const dLon = (4.99 * Math.sin(rad)) / (69.09 * Math.cos((reading.lat * Math.PI) / 180));
      const point = { lat: reading.lat + dLat, lon: reading.lon + dLon };
      if (milesBetween(reading, point) > 5) continue;
      expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
      expect(point.lat).toBeLessThanOrEqual(box.maxLat);
      expect(point.lon).toBeGreaterThanOrEqual(box.minLon);
      expect(point.lon).toBeLessThanOrEqual(box.maxLon);
    }
  });

  it('is not needlessly large (a prefilter should cut most rows)', () => {
    const box = boundingBox(reading, 5);
    expect(box.maxLat - box.minLat).toBeLessThan(0.15);
    expect(box.maxLon - box.minLon).toBeLessThan(0.25);
  });

  it('opens to the full longitude range at a pole', () => {
    const box = boundingBox({ lat: 89.99, lon: 10 }, 50);
    expect(box.minLon).toBe(-180);
    expect(box.maxLon).toBe(180);
    expect(box.maxLat).toBe(90);
  });
});

describe('isNearby', () => {
  const retailer = { city: 'Reading', latitude: reading.lat, longitude: reading.lon };

  it('shows everything when the ticket has no location', () => {
    expect(isNearby(null, retailer)).toBe(true);
    expect(isNearby({ city: null, latitude: null, longitude: null }, retailer)).toBe(true);
    expect(isNearby({ city: '  ', latitude: null, longitude: null }, retailer)).toBe(true);
  });

  it('matches the city case-insensitively even when far away', () => {
    const ticket = { city: 'READING ', latitude: london.lat, longitude: london.lon };
    expect(isNearby(ticket, retailer)).toBe(true);
  });

  it('uses 5 miles as the limit, inclusive', () => {
    const ticket = { city: 'Elsewhere', latitude: reading.lat, longitude: reading.lon };
    const fiveMilesNorth = reading.lat + 5 / ((3959 * Math.PI) / 180);
    expect(isNearby(ticket, { city: 'X', latitude: fiveMilesNorth - 1e-9, longitude: reading.lon })).toBe(
      true,
    );
    expect(isNearby(ticket, { city: 'X', latitude: fiveMilesNorth + 1e-4, longitude: reading.lon })).toBe(
      false,
    );
    expect(isNearby({ city: 'Guildford', latitude: guildford.lat, longitude: guildford.lon }, retailer)).toBe(
      false,
    );
    expect(milesBetween(reading, guildford)).toBeGreaterThan(5);
  });

  it('keeps retailers without coordinates visible', () => {
    const ticket = { city: 'Guildford', latitude: guildford.lat, longitude: guildford.lon };
    expect(isNearby(ticket, { city: 'Reading', latitude: null, longitude: null })).toBe(true);
  });

  it('accepts numeric strings as PostgreSQL returns them', () => {
    const ticket = { city: 'Nowhere', latitude: '51.4563', longitude: '-0.9711' };
    expect(isNearby(ticket, { city: 'Other', latitude: '51.46', longitude: '-0.97' })).toBe(true);
  });

  it('hides a different city when the ticket has only a city name', () => {
    expect(isNearby({ city: 'Guildford', latitude: null, longitude: null }, retailer)).toBe(false);
  });
});
