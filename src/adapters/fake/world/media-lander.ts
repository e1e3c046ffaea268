import { renderPortraitSvg, type PortraitTraits } from './portrait';

/** The lander's performer: a made-up profile, so her pictures exist whatever the seed. */
const LANDER_PERFORMER: PortraitTraits = { id: 4242, hairColor: 'red', gender: 'female' };

/** A stack of gold coins with a star: the welcome amount, without words to translate. */
function amountSvg(width: number, height: number): string {
  const coins = [0, 1, 2]
    .map(
      (i) =>
        `<ellipse cx="100" cy="${150 - i * 22}" rx="70" ry="24" fill="#c98a00"/>` +
        `<ellipse cx="100" cy="${142 - i * 22}" rx="70" ry="24" fill="#ffc83d"/>`,
    )
    .join('');
  const star =
    '<path d="M100 24l11 22 24 3-18 17 5 24-22-12-22 12 5-24-18-17 24-3z" fill="#fff3c4" stroke="#c98a00" stroke-width="3"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 200 200">` +
    `${coins}${star}</svg>`
  );
}

/**
 * The pictures of the sandbox's special lander (`/sandbox/media/lander/<name>.svg`): her portrait
 * left and right (two backdrops) and the amount picture. Safe for work by construction; null for
 * any other name, so the server answers 404.
 */
export function landerSvg(name: string, width?: number, height?: number): string | null {
  if (name === 'left' || name === 'right')
    return renderPortraitSvg(LANDER_PERFORMER, width ?? 300, height ?? 400, name === 'right' ? 'r' : '');
  if (name === 'amount') return amountSvg(width ?? 200, height ?? 200);
  return null;
}
