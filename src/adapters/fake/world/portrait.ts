import type { Gender, HairColor } from '../../../core/performers/performer.model';
import { hashInts } from '../prng';

export interface PortraitTraits {
  id: number;
  hairColor: HairColor;
  gender: Gender;
}

const HAIR: Record<HairColor, string> = {
  blonde: '#e6c36a',
  dark_blonde: '#b08a4a',
  brown: '#6b4226',
  black: '#231c18',
  bald: 'none',
  red: '#b3472b',
  gray: '#9b9b9b',
  coloured: '#9b59b6',
  white: '#ececec',
};
const SKIN = ['#f1c7a5', '#e0ac85', '#c68e65', '#9c6b4a', '#6f4a33'];
const SHIRT = ['#2d3e50', '#8e2f4f', '#1f6f6b', '#5a3d8a', '#a05a2c'];
const BACKDROP: [string, string][] = [
  ['#3a1c71', '#d76d77'],
  ['#0f2027', '#2c5364'],
  ['#42275a', '#734b6d'],
  ['#134e5e', '#71b280'],
  ['#614385', '#516395'],
  ['#b24592', '#f15f79'],
];

function pick<T>(list: readonly T[], hash: number): T {
  return list[hash % list.length] as T;
}

function clampSize(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.min(2000, Math.max(16, Math.round(value))) : fallback;
}

/** One head-and-shoulders silhouette; long hair sits behind the head, short hair on top of it. */
function figure(hair: string, longHair: boolean, skin: string, shirt: string, dx: number): string {
  const g = `<g transform="translate(${dx} 0)">`;
  const back =
    longHair && hair !== 'none' ? `<ellipse cx="200" cy="150" rx="80" ry="100" fill="${hair}"/>` : '';
  const body =
    `<path d="M75 300Q85 212 200 202Q315 212 325 300Z" fill="${shirt}"/>` +
    `<rect x="178" y="168" width="44" height="44" fill="${skin}"/>` +
    `<ellipse cx="200" cy="132" rx="56" ry="66" fill="${skin}"/>`;
  const front =
    hair === 'none'
      ? ''
      : longHair
        ? `<path d="M144 128Q148 62 200 64Q254 62 257 128Q236 88 200 90Q164 90 144 128Z" fill="${hair}"/>`
        : `<path d="M144 118Q150 58 200 60Q252 58 256 118Q240 84 200 84Q160 84 144 118Z" fill="${hair}"/>`;
  return `${g}${back}${body}${front}</g>`;
}

/**
 * A small, tasteful abstract avatar: gradient backdrop and a head-and-shoulders silhouette with the
 * profile's hair colour (two for a couple). Safe for work by construction, and small.
 * `variant` changes the backdrop so a performer's gallery images differ.
 */
export function renderPortraitSvg(traits: PortraitTraits, width = 400, height = 300, variant = ''): string {
  const hash = hashInts(traits.id, variant.length ? variant.charCodeAt(0) * 31 + variant.length : 0);
  const [from, to] = pick(BACKDROP, hash);
  const hair = HAIR[traits.hairColor];
  const skin = pick(SKIN, hashInts(traits.id, 7));
  const shirt = pick(SHIRT, hash >>> 8);
  const figures =
    traits.gender === 'couple'
      ? figure(hair, true, skin, shirt, -75) + figure(HAIR.brown, false, pick(SKIN, traits.id), shirt, 75)
      : figure(hair, traits.gender !== 'male', skin, shirt, 0);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${clampSize(width, 400)}" height="${clampSize(height, 300)}" ` +
    `viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" role="img" aria-label="portrait">` +
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="400" height="300" fill="url(#b)"/>${figures}</svg>`
  );
}
