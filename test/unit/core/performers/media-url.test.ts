import { joinMediaUrl, mediaTypeOf, sizedPictureUrl } from '../../../../src/core/performers/media-url';

describe('media urls (SPEC §7)', () => {
  it('joins a relative url to the storage base, as a browser resolves a link in a folder', () => {
    expect(joinMediaUrl('https://cdn.partner.test/bucket', 'albums/7/1.jpg')).toBe(
      'https://cdn.partner.test/bucket/albums/7/1.jpg',
    );
    expect(joinMediaUrl('https://cdn.partner.test/bucket/', './albums/7/1.jpg')).toBe(
      'https://cdn.partner.test/bucket/albums/7/1.jpg',
    );
    expect(joinMediaUrl('/sandbox/storage', 'media/album/1.jpg')).toBe('/sandbox/storage/media/album/1.jpg');
  });

  it("puts a root-relative url on the base's origin and leaves an absolute one as it is", () => {
    expect(joinMediaUrl('https://cdn.partner.test/bucket', '/other/1.jpg')).toBe(
      'https://cdn.partner.test/other/1.jpg',
    );
    expect(joinMediaUrl('/sandbox/storage', '/sandbox/media/album/1.jpg')).toBe('/sandbox/media/album/1.jpg');
    expect(joinMediaUrl('/sandbox/storage', 'https://img.test/1.jpg')).toBe('https://img.test/1.jpg');
    expect(joinMediaUrl('/sandbox/storage', '//img.test/1.jpg')).toBe('//img.test/1.jpg');
    expect(joinMediaUrl('/sandbox/storage', 'data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it("reads image or video from the file's extension, whatever the query or case", () => {
    expect(mediaTypeOf('a/b/1.JPG?w=10')).toBe('image');
    expect(mediaTypeOf('1.jpeg#top')).toBe('image');
    expect(mediaTypeOf('https://cdn.test/x.webp')).toBe('image');
    expect(mediaTypeOf('clips/2.mp4')).toBe('video');
    expect(mediaTypeOf('clips/2.webm?token=a.jpg')).toBe('video');
    expect(mediaTypeOf('https://cdn.test/file?id=3')).toBeNull();
    expect(mediaTypeOf('notes/readme.txt')).toBeNull();
    expect(mediaTypeOf('.jpg')).toBeNull();
  });

  it('asks for a picture at 400x300 unless its url names a width or height', () => {
    expect(sizedPictureUrl('media/1.jpg')).toBe('media/1.jpg?w=400&h=300');
    expect(sizedPictureUrl('media/1.jpg?v=2')).toBe('media/1.jpg?v=2&w=400&h=300');
    expect(sizedPictureUrl('media/1.jpg?')).toBe('media/1.jpg?w=400&h=300');
    expect(sizedPictureUrl('media/1.jpg#face')).toBe('media/1.jpg?w=400&h=300#face');
    expect(sizedPictureUrl('media/1.jpg?w=800')).toBe('media/1.jpg?w=800');
    expect(sizedPictureUrl('media/1.jpg?h=600&v=1')).toBe('media/1.jpg?h=600&v=1');
    expect(sizedPictureUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
