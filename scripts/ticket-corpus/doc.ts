/**
 * A document as drawn: a stack of blocks (lines of text, label/value pairs, banners, rules,
 * barcodes, app cards …) on a paper or screen style. Layouts build these; render.ts draws them.
 */
export type FontKey = 'mono' | 'sans' | 'serif' | 'condensed' | 'monoLib' | 'sansLib' | 'serifLib' | 'narrow';

export const FONTS: Record<FontKey, string> = {
  mono: 'DejaVu Sans Mono',
  sans: 'DejaVu Sans',
  serif: 'DejaVu Serif',
  condensed: 'DejaVu Sans Condensed',
  monoLib: 'Liberation Mono',
  sansLib: 'Liberation Sans',
  serifLib: 'Liberation Serif',
  narrow: 'Liberation Sans Narrow',
};

export type Align = 'left' | 'centre' | 'right';

interface TextStyle {
  size?: number;
  bold?: boolean;
  font?: FontKey;
  fill?: string;
  italic?: boolean;
}

export type Block =
  | ({ k: 'text'; text: string; align?: Align; spacing?: number } & TextStyle)
  /** "Label ........ value" on one line: label left, value right-aligned (or at a tab stop). */
  | ({ k: 'pair'; left: string; right: string; tab?: number; boldRight?: boolean } & TextStyle)
  /** Cells spread evenly across the line ("IN 09:12   OUT 11:40"). */
  | ({ k: 'row'; cells: string[] } & TextStyle)
  /** A filled bar with text: operator banners, "PAY & DISPLAY" headers. */
  | ({
      k: 'banner';
      text: string;
      bg: string;
      align?: Align;
      pad?: number;
      radius?: number;
      full?: boolean;
    } & TextStyle)
  | { k: 'rule'; dashed?: boolean; weight?: number; fill?: string }
  | { k: 'gap'; h: number }
  | { k: 'barcode'; h?: number; seed: number }
  | { k: 'qr'; size?: number; seed: number }
  /** Wrapped text (terms and conditions, e-mail paragraphs). */
  | ({ k: 'para'; text: string; align?: Align; leading?: number } & TextStyle)
  /** An app field: small grey label above a bold value. */
  | {
      k: 'field';
      label: string;
      value: string;
      size?: number;
      labelFill?: string;
      valueFill?: string;
      divider?: string;
    }
  | { k: 'button'; text: string; bg: string; fill: string; size?: number; outline?: boolean }
  /** A phone's status bar: clock left, signal and battery right. */
  | { k: 'status'; time: string; bg: string; fill: string }
  /** An app's title bar. */
  | { k: 'appbar'; title: string; bg: string; fill: string; size?: number; back?: boolean }
  | { k: 'card'; blocks: Block[]; bg: string; radius?: number; pad?: number; stroke?: string }
  /** A bordered box (expiry box on a pay-and-display ticket). */
  | { k: 'box'; blocks: Block[]; stroke: string; weight?: number; pad?: number }
  /** "Display this side up" arrow. */
  | { k: 'arrow'; fill?: string; size?: number }
  /** A coloured pill followed by text ("Active  Session ends in 1h 56m"). */
  | { k: 'pill'; text: string; bg: string; fill: string; after?: string; afterFill?: string; size?: number }
  | { k: 'tabbar'; items: string[]; active: number; fill: string; activeFill: string; bg: string }
  /** A row of a receipt's item list: name left, price right, optional quantity. */
  | {
      k: 'logo';
      text: string;
      shape: 'circle' | 'square' | 'roundel';
      bg: string;
      fill: string;
      size?: number;
      align?: Align;
    };

export interface DocStyle {
  /** Width in px at the render scale. */
  width: number;
  paper: string;
  ink: string;
  font: FontKey;
  /** Base text size. */
  size: number;
  margin: number;
  /** Torn thermal-paper edges top and bottom. */
  edge?: 'tear' | 'straight';
  /** A phone screenshot: fills the image, fixed height. */
  screen?: { height: number };
  /** Line spacing factor. */
  leading?: number;
}

export interface Doc {
  style: DocStyle;
  blocks: Block[];
}
