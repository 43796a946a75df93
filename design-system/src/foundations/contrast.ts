// WCAG 2.x contrast, computed from the token values themselves (never a number typed by hand).

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(r g b / a)` and `rgb(r, g, b)`; null for anything else. */
export function parseColour(value: string): Rgba | null {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(value.trim());
  if (hex) {
    let digits = hex[1]!;
    if (digits.length === 3 || digits.length === 4)
      digits = [...digits].map((digit) => digit + digit).join('');
    if (digits.length !== 6 && digits.length !== 8) return null;
    const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16);
    return {
      r: channel(0),
      g: channel(2),
      b: channel(4),
      a: digits.length === 8 ? channel(6) / 255 : 1,
    };
  }
  const rgb =
    /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/i.exec(
      value.trim(),
    );
  if (rgb) {
    const alpha = rgb[4]
      ? rgb[4].endsWith('%')
        ? parseFloat(rgb[4]) / 100
        : parseFloat(rgb[4])
      : 1;
    return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: alpha };
  }
  return null;
}

function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** The contrast ratio of a foreground on a background, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const bg = parseColour(background);
  const fg = parseColour(foreground);
  if (!bg || !fg) throw new Error(`Not a colour: ${!bg ? background : foreground}`);
  const lighter = relativeLuminance(over(fg, bg));
  const darker = relativeLuminance(bg);
  return (Math.max(lighter, darker) + 0.05) / (Math.min(lighter, darker) + 0.05);
}
