import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser as an SVG (sharp at any print size), shown through a data URL so
 * no markup is injected and the page's CSP (img-src data:) allows it.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, {
      type: 'svg',
      errorCorrectionLevel: 'M',
      margin: 1,
      color: { dark: '#0f172a', light: '#ffffff' },
    })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (live) setSrc(null);
      });
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img src={src} alt={label} className={className} />
  ) : (
    <div role="img" aria-label={label} className={className} />
  );
}
