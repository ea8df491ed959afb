import { describe, expect, it } from 'vitest';
import type { TextBox } from './paddle-ocr';
import { linesInReadingOrder } from './paddle-ocr';

/** A box `width` × `height` whose top-left corner is (x, y), turned by `degrees` about the origin. */
function box(text: string, x: number, y: number, width: number, height = 20, degrees = 0): TextBox {
  const a = (degrees * Math.PI) / 180;
  const turn = ([px, py]: [number, number]) => [
    px * Math.cos(a) - py * Math.sin(a),
    px * Math.sin(a) + py * Math.cos(a),
  ];
  return {
    text,
    confidence: 0.9,
    points: [turn([x, y]), turn([x + width, y]), turn([x + width, y + height]), turn([x, y + height])],
  };
}

describe('linesInReadingOrder', () => {
  it('puts boxes on one row into one line, left to right, and rows top to bottom', () => {
    const lines = linesInReadingOrder([
      box('12:02', 400, 42, 80),
      box('Expires', 20, 40, 100),
      box('PAY & DISPLAY', 100, 0, 200),
      box('Time in', 20, 70, 90),
      box('10:02', 400, 71, 80),
    ]);
    expect(lines.map((line) => line.text)).toEqual(['PAY & DISPLAY', 'Expires 12:02', 'Time in 10:02']);
    expect(lines[1]!.box).toEqual({ left: 20, top: 40, right: 480, bottom: 62 });
    expect(lines[1]!.confidence).toBeCloseTo(90);
  });

  it('follows the tilt of a photo: a label and its far value stay on one line', () => {
    // Tilted 6°: the value's centre is ~40 px lower than the label's, two box heights.
    const lines = linesInReadingOrder(
      [
        box('VALID UNTIL', 100, 0, 250, 20, 6),
        box('Expires', 20, 40, 100, 20, 6),
        box('12:02', 400, 40, 80, 20, 6),
        box('Time in', 20, 70, 90, 20, 6),
        box('10:02', 400, 70, 80, 20, 6),
      ].reverse(),
    );
    expect(lines.map((line) => line.text)).toEqual(['VALID UNTIL', 'Expires 12:02', 'Time in 10:02']);
  });

  it('keeps boxes that overlap side by side on separate lines', () => {
    const lines = linesInReadingOrder([box('upper', 0, 0, 100, 20), box('lower', 10, 8, 100, 20)]);
    expect(lines.map((line) => line.text)).toEqual(['upper', 'lower']);
  });

  it('returns nothing for no boxes', () => {
    expect(linesInReadingOrder([])).toEqual([]);
  });
});
