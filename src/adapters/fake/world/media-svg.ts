import { hashInts } from '../prng';
import { landerSvg } from './media-lander';
import { renderPortraitSvg, type PortraitTraits } from './portrait';

const PALETTE = ['#f6c85f', '#6f4e7c', '#0b84a5', '#ca472f', '#9dd866', '#ffa056', '#8dddd0', '#e377c2'];
const FLAGS: Record<string, [string, string[]]> = {
  nl: ['h', ['#ae1c28', '#ffffff', '#21468b']],
  be: ['v', ['#000000', '#fdda24', '#ef3340']],
  de: ['h', ['#000000', '#dd0000', '#ffce00']],
};

function svg(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

function escapeText(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** An abstract gallery picture: soft circles on a gradient, different for every item. */
export function albumItemSvg(performerId: number, itemId: number, width = 400, height = 300): string {
  const hash = hashInts(performerId, itemId);
  const color = (shift: number) => PALETTE[(hash >>> shift) % PALETTE.length] as string;
  const circles = [0, 1, 2]
    .map((i) => {
      const h = hashInts(hash, i);
      return `<circle cx="${h % 400}" cy="${(h >>> 9) % 300}" r="${40 + ((h >>> 18) % 80)}" fill="${color(i * 5 + 3)}" opacity=".7"/>`;
    })
    .join('');
  const background = `<defs><linearGradient id="a" x2="1" y2="1"><stop offset="0" stop-color="${color(0)}"/><stop offset="1" stop-color="${color(11)}"/></linearGradient></defs><rect width="400" height="300" fill="url(#a)"/>`;
  return svg(width, height, '0 0 400 300', background + circles);
}

/** A plain badge with the method's name, standing in for a payment provider's logo. */
export function labelSvg(label: string, width = 100, height = 100): string {
  const color = PALETTE[hashInts(label.length, label.charCodeAt(0)) % PALETTE.length] as string;
  const body = `<rect width="100" height="100" rx="14" fill="${color}"/><text x="50" y="56" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#111">${escapeText(label)}</text>`;
  return svg(width, height, '0 0 100 100', body);
}

/** A country flag for the dial-in numbers (NL, BE, DE). */
export function flagSvg(country: string): string | null {
  const flag = FLAGS[country.toLowerCase()];
  if (!flag) return null;
  const [direction, colors] = flag;
  const stripes = colors
    .map((fill, i) =>
      direction === 'h'
        ? `<rect y="${i * 20}" width="90" height="20" fill="${fill}"/>`
        : `<rect x="${i * 30}" width="30" height="60" fill="${fill}"/>`,
    )
    .join('');
  return svg(90, 60, '0 0 90 60', stripes);
}

function sizeOf(params: URLSearchParams, key: string, fallback: number): number {
  const value = Number(params.get(key));
  return value > 0 ? value : fallback;
}

/**
 * Renders any `/sandbox/media/...` url the fake world hands out: portraits, album items, payment
 * logos, flags and lander pictures. Returns null for an unknown path so the server can answer 404.
 * A `.jpg` url (a photo) has the same drawing as its `.svg`: the sandbox sends it as a JPEG.
 */
export function renderMediaSvg(url: string, traitsOf: (id: number) => PortraitTraits | null): string | null {
  const parsed = new URL(url, 'http://sandbox.invalid');
  const params = parsed.searchParams;
  const path = parsed.pathname.replace(/^\/sandbox\/media\//, '').replace(/\.(svg|jpg)$/, '');
  const [kind, ...rest] = path.split('/');
  const width = sizeOf(params, 'w', 400);
  const height = sizeOf(params, 'h', 300);
  if (kind === 'portrait' && rest.length === 1) {
    const traits = traitsOf(Number(rest[0]));
    return traits ? renderPortraitSvg(traits, width, height, params.get('v') ?? '') : null;
  }
  if (kind === 'album' && rest.length === 3) {
    if (!traitsOf(Number(rest[0]))) return null;
    return albumItemSvg(Number(rest[0]), Number(rest[2]), width, height);
  }
  if (kind === 'payment' && rest.length === 1) {
    const label = params.get('label') ?? decodeURIComponent(rest[0] ?? '');
    return labelSvg(label, sizeOf(params, 'w', 100), sizeOf(params, 'h', 100));
  }
  if (kind === 'flag' && rest.length === 1) return flagSvg(rest[0] ?? '');
  if (kind === 'lander' && rest.length === 1) {
    // Side pictures are upright: a size only when the url asks for one.
    const size = (key: string) => sizeOf(params, key, 0) || undefined;
    return landerSvg(rest[0] ?? '', size('w'), size('h'));
  }
  return null;
}
