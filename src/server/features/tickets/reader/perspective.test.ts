import { describe, expect, it } from 'vitest';
import type { Quad } from './find-paper';
import { findPaper } from './find-paper';
import {
  brightOutside,
  insideQuad,
  keystone,
  quadArea,
  rectangleToQuad,
  warpToRectangle,
} from './perspective';

const square: Quad = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
  { x: 0, y: 100 },
];
/** A ticket seen from its bottom edge: the top (far) edge 40% shorter. */
const trapezium: Quad = [
  { x: 130, y: 40 },
  { x: 370, y: 40 },
  { x: 450, y: 360 },
  { x: 50, y: 360 },
];

/**
 * A photo of `quad` on a dark surface: white paper with two dark rules printed a quarter of the
 * way in from each side (short of its ends), which converge towards the far edge as a camera at an angle sees them.
 */
function photoOf(quad: Quad, width = 500, height = 400) {
  const [topLeft, topRight, bottomRight, bottomLeft] = quad;
  const data = new Uint8Array(width * height).fill(50);
  for (let y = topLeft.y; y <= bottomLeft.y; y++) {
    const t = (y - topLeft.y) / (bottomLeft.y - topLeft.y);
    const left = topLeft.x + (bottomLeft.x - topLeft.x) * t;
    const right = topRight.x + (bottomRight.x - topRight.x) * t;
    for (let x = Math.ceil(left); x <= right; x++) {
      const u = (x - left) / (right - left);
      const rule = t > 0.05 && t < 0.95 && (Math.abs(u - 0.25) < 0.02 || Math.abs(u - 0.75) < 0.02);
      data[y * width + x] = rule ? 20 : 235;
    }
  }
  return { data, width, height };
}

/** Middle x of the rule's ink (darker than the surface) in one row, in the left or right half of the image. */
function ruleAt(image: { data: Uint8Array; width: number }, y: number, half: 'left' | 'right') {
  const xs: number[] = [];
  const from = half === 'left' ? 0 : image.width / 2;
  for (let x = Math.floor(from); x < from + image.width / 2; x++)
    if ((image.data[y * image.width + x] ?? 255) < 35) xs.push(x);
  return xs.length ? (xs[0]! + xs.at(-1)!) / 2 : Number.NaN;
}

describe('keystone', () => {
  it('is 0 for a rectangle, turned or not, and the far edge’s shortfall for a trapezium', () => {
    expect(keystone(square)).toBeCloseTo(0, 5);
    const turned: Quad = [
      { x: 50, y: 0 },
      { x: 100, y: 50 },
      { x: 50, y: 100 },
      { x: 0, y: 50 },
    ];
    expect(keystone(turned)).toBeCloseTo(0, 5);
    expect(keystone(trapezium)).toBeCloseTo(0.4, 2);
  });
});

describe('rectangleToQuad', () => {
  it('takes the rectangle’s corners onto the quad’s', () => {
    const [h0, h1, h2, h3, h4, h5, h6, h7] = rectangleToQuad(trapezium, 300, 200) as number[];
    const map = (u: number, v: number) => {
      const w = h6! * u + h7! * v + 1;
      return { x: (h0! * u + h1! * v + h2!) / w, y: (h3! * u + h4! * v + h5!) / w };
    };
    const corners = [map(0, 0), map(300, 0), map(300, 200), map(0, 200)];
    corners.forEach((corner, i) => {
      expect(corner.x).toBeCloseTo(trapezium[i]!.x, 6);
      expect(corner.y).toBeCloseTo(trapezium[i]!.y, 6);
    });
  });

  it('answers null for corners that make no quadrilateral', () => {
    const point = { x: 5, y: 5 };
    expect(rectangleToQuad([point, point, point, point], 10, 10)).toBeNull();
  });
});

describe('insideQuad and quadArea', () => {
  it('tells inside from outside and measures the area', () => {
    expect(insideQuad(trapezium, { x: 250, y: 200 })).toBe(true);
    expect(insideQuad(trapezium, { x: 60, y: 45 })).toBe(false); // the box's corner, beside the far edge
    expect(quadArea(square)).toBe(10_000);
    expect(quadArea(trapezium)).toBe(((240 + 400) / 2) * 320);
  });
});

describe('findPaper and warpToRectangle on a ticket photographed at an angle', () => {
  const photo = photoOf(trapezium);

  it('finds the paper’s four corners', () => {
    const paper = findPaper(photo.data, photo.width, photo.height);
    expect(paper).not.toBeNull();
    paper!.corners.forEach((corner, i) => {
      expect(Math.abs(corner.x - trapezium[i]!.x)).toBeLessThanOrEqual(3);
      expect(Math.abs(corner.y - trapezium[i]!.y)).toBeLessThanOrEqual(3);
    });
    expect(keystone(paper!.corners)).toBeGreaterThan(0.3);
    expect(brightOutside(photo.data, photo.width, paper!)).toBeLessThan(0.02);
  });

  it('straightens it: the converging rules come out upright, a quarter of the way in', () => {
    // Before: the left rule is 35 px further right near the far edge than near the near one.
    expect(ruleAt(photo, 60, 'left') - ruleAt(photo, 340, 'left')).toBeGreaterThan(30);
    const flat = warpToRectangle(photo, trapezium, { above: 0, below: 0, inset: 0 }, 50);
    expect(flat).not.toBeNull();
    const { width, height } = flat!;
    expect(width).toBe(400);
    for (const half of ['left', 'right'] as const) {
      const top = ruleAt(flat!, Math.round(height * 0.15), half);
      const bottom = ruleAt(flat!, Math.round(height * 0.85), half);
      expect(Math.abs(top - bottom)).toBeLessThanOrEqual(3);
      expect(Math.abs(top - width * (half === 'left' ? 0.25 : 0.75))).toBeLessThanOrEqual(4);
    }
  });

  it('does not trust corners when bright surface joined to the paper sticks out of them', () => {
    // A beam of light across the surface, touching the paper's left side.
    const beam = photoOf(trapezium);
    for (let y = 0; y < 400; y++)
      for (let x = 0; x < 120; x++) if (x + y / 2 < 160) beam.data[y * 500 + x] = 235;
    const paper = findPaper(beam.data, beam.width, beam.height);
    expect(paper).not.toBeNull();
    expect(brightOutside(beam.data, beam.width, paper!)).toBeGreaterThan(0.15);
  });
});
