import { describe, expect, it } from 'vitest';
import { LOGO_DISPLAY_PX, LOGO_WIDTHS, logoSources } from './logo-sources';

describe('logoSources', () => {
  it('asks for a WebP of the drawn size at 1x, 2x and 3x, each a width the server makes', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(logoSources(`/api/objects/${id}`, 48)).toEqual({
      src: `/api/objects/${id}?w=96`,
      srcSet: `/api/objects/${id}?w=48 1x, /api/objects/${id}?w=96 2x, /api/objects/${id}?w=144 3x`,
    });
    for (const px of LOGO_DISPLAY_PX)
      for (const density of [1, 2, 3]) expect(LOGO_WIDTHS).toContain(px * density);
  });

  it('leaves a URL that is not one of our objects (a local preview) as it is', () => {
    expect(logoSources('blob:http://localhost/abc', 80)).toEqual({ src: 'blob:http://localhost/abc' });
  });
});
