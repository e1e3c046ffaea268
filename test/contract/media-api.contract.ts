import { ERROR_LABELS } from '../../src/core/common/api-error.model';
import { mediaTypeOf } from '../../src/core/performers/media-url';
import type { ContractTarget } from './contract-target';
import { expectLabel } from './contract-helpers';

/** MediaApi: a performer's albums and one album (SPEC §7 media). */
export function describeMediaApiContract(name: string, target: ContractTarget): void {
  describe(`MediaApi contract: ${name}`, () => {
    it('lists albums and loads one with its items, typed by extension, pictures at 400x300', async () => {
      const ports = target.makePorts();
      const [performer] = (await ports.performers.find({ page: 1, limit: 1 })).items;
      const albums = await ports.media.albums(performer?.id as number);
      expect(albums.length).toBeGreaterThan(0);
      const album = await ports.media.album(performer?.id as number, albums[0]?.id as number);
      expect(album.id).toBe(albums[0]?.id);
      expect(album.items.length).toBeGreaterThan(0);
      for (const item of album.items) {
        expect(item).toEqual(expect.objectContaining({ id: expect.any(Number), url: expect.any(String) }));
        expect(['image', 'video']).toContain(item.type);
        expect(mediaTypeOf(item.url)).toBe(item.type);
        if (item.type === 'image') expect(item.url).toMatch(/[?&]w=400&h=300(&|#|$)/);
      }
      expect(album.cover).toMatch(/[?&]w=400&h=300(&|#|$)/);
    });

    it('answers notFound for an album of nobody', async () => {
      await expectLabel(target.makePorts().media.albums(999999999), ERROR_LABELS.notFound);
    });
  });
}
