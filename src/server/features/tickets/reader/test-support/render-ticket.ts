import sharp from 'sharp';

/**
 * Renders ticket-like images for tests with sharp (SVG text through librsvg and the installed
 * DejaVu/Liberation fonts), so tests can try layouts, operators and dates the fixture photos lack.
 */
export interface TicketLine {
  text: string;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'centre';
  /** A second column, right-aligned on the same line ("Date ............ 14/03/2026"). */
  right?: string;
}

export interface RenderOptions {
  width?: number;
  font?: string;
  /** Degrees to tilt the ticket, as a photo taken at an angle. */
  tilt?: number;
  /** Paper on a darker surface, as photographed; otherwise a plain screenshot-like image. */
  photo?: boolean;
  format?: 'png' | 'jpeg';
  /** An app in dark mode: light text on near-black, under a light title bar (a screenshot). */
  dark?: boolean;
  /** A shadow darkening the right-hand half of the paper to this share (0.4: 40% darker). */
  shade?: number;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function renderTicket(lines: TicketLine[], options: RenderOptions = {}): Promise<Buffer> {
  const width = options.width ?? 700;
  const font = options.font ?? 'DejaVu Sans Mono';
  const margin = 40;
  let y = margin;
  const rows = lines.map((line) => {
    const size = line.size ?? 26;
    y += Math.round(size * 1.6);
    const weight = line.bold ? 'bold' : 'normal';
    const x = line.align === 'centre' ? width / 2 : margin;
    const anchor = line.align === 'centre' ? 'middle' : 'start';
    const left = `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" text-anchor="${anchor}">${escapeXml(line.text)}</text>`;
    const right = line.right
      ? `<text x="${width - margin}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" text-anchor="end">${escapeXml(line.right)}</text>`
      : '';
    return left + right;
  });
  const height = y + margin;
  const [paperColour, inkColour] = options.dark ? ['#111317', '#e8e8ea'] : ['#fbfaf6', '#161616'];
  // A light bar along the top, as apps draw their title bar; only its status text is on it.
  const titleBar = options.dark ? `<rect width="100%" height="${margin}" fill="#e0e4ea"/>` : '';
  const shadow = options.shade
    ? `<defs><linearGradient id="s"><stop offset="0.4" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${options.shade}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#s)"/>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${paperColour}"/>${titleBar}<g fill="${inkColour}">${rows.join('')}</g>${shadow}</svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.photo) {
    const paper = await image.png().toBuffer();
    const border = 120;
    image = sharp({
      create: { width: width + 2 * border, height: height + 2 * border, channels: 3, background: '#3b3f46' },
    }).composite([{ input: paper, left: border, top: border }]);
  }
  if (options.tilt) {
    image = sharp(await image.png().toBuffer()).rotate(options.tilt, { background: '#3b3f46' });
  }
  return options.format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}
