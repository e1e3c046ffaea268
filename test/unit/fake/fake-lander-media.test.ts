import { LANDERS } from '../../../src/adapters/fake/world/catalogue-data';
import { renderMediaSvg } from '../../../src/adapters/fake/world/media-svg';

const noPerformers = () => null;

describe('sandbox lander media', () => {
  it("renders every picture the landers' configuration names", () => {
    for (const lander of LANDERS)
      for (const url of Object.values(lander.media).filter(Boolean))
        expect(renderMediaSvg(url, noPerformers)).toMatch(
          /^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
        );
  });

  it('draws upright side pictures by default, two different backdrops, and honours a size', () => {
    const left = renderMediaSvg('/sandbox/media/lander/left.svg', noPerformers)!;
    const right = renderMediaSvg('/sandbox/media/lander/right.svg', noPerformers)!;
    expect(left).toContain('width="300" height="400"');
    expect(left).not.toBe(right);
    expect(renderMediaSvg('/sandbox/media/lander/amount.svg?w=64&h=64', noPerformers)).toContain(
      'width="64" height="64"',
    );
  });

  it('has no picture for an unknown name, so the sandbox answers 404', () => {
    expect(renderMediaSvg('/sandbox/media/lander/unknown.svg', noPerformers)).toBeNull();
  });
});
