import { useEffect, useRef, useState } from 'react';

/**
 * A QR code of one of our own pages, drawn as SVG. The encoder (`qrcode`) is imported only once the footer
 * comes into view, so the home page does not pay for it up front.
 */
export function FooterQr({ path, label }: { path: string; label: string }) {
  const ref = useRef<HTMLElement>(null);
  const [svg, setSvg] = useState<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let cancelled = false;
    const draw = () => {
      void import('qrcode').then(async (qrcode) => {
        const text = await qrcode.toString(`${window.location.origin}${path}`, {
          type: 'svg',
          margin: 1,
          color: { dark: '#1f2433', light: '#ffffff' },
        });
        if (!cancelled) setSvg(text);
      });
    };
    if (typeof IntersectionObserver === 'undefined') {
      draw();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        draw();
      }
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [path]);

  return (
    <figure ref={ref} style={{ margin: 0, textAlign: 'center' }}>
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={96}
          height={96}
          style={{ display: 'block', background: '#fff', borderRadius: 8 }}
        />
      ) : (
        <span style={{ display: 'block', width: 96, height: 96, background: '#fff', borderRadius: 8 }} />
      )}
      <figcaption style={{ fontSize: '0.8rem', marginTop: 4 }}>{label}</figcaption>
    </figure>
  );
}
