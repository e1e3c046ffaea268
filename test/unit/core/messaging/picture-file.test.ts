import { checkPictureFile, snapshotSize } from '../../../../src/core/messaging/picture-file';

describe('a picture for a private message', () => {
  it('may be a jpg or jpeg under 5 MB, by its name', () => {
    expect(checkPictureFile({ name: 'holiday.JPG', size: 1000 })).toBeNull();
    expect(checkPictureFile({ name: 'holiday.jpeg', size: 5_242_879 })).toBeNull();
    expect(checkPictureFile({ name: 'holiday.jpeg', size: 5_242_880 })).toBe('imageTooBig');
    expect(checkPictureFile({ name: 'holiday.png', size: 1000 })).toBe('imageNotAllowed');
    expect(checkPictureFile({ name: 'jpg', size: 1000 })).toBe('imageNotAllowed');
  });

  it('is taken by the camera at 480x360, or 360x480 when the camera is upright', () => {
    expect(snapshotSize({ width: 1280, height: 720 })).toEqual({ width: 480, height: 360 });
    expect(snapshotSize({ width: 720, height: 1280 })).toEqual({ width: 360, height: 480 });
  });
});
